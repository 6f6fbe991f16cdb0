import type { OutgoingMail, OutgoingMailState } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';
import type { BadgeTone } from '@studydesk/shared/ui';

/** The state filter: every mail, or one state. */
export type MailFilter = OutgoingMailState | 'all';

export const MAIL_FILTERS: ReadonlyArray<{ value: MailFilter; label: string }> = [
  { value: 'all', label: msg('All') },
  { value: 'queued', label: msg('Queued') },
  { value: 'sent', label: msg('Sent') },
  { value: 'failed', label: msg('Failed') },
];

const KIND_LABELS: Record<string, string> = {
  invitation: msg('Invitation'),
  'password-reset': msg('Password reset'),
  'guessing-alert': msg('Sign-in alert'),
  payslip: msg('Payslip'),
  'lesson-reminder': msg('Lesson reminder'),
  'teacher-digest': msg('Daily digest'),
  'approval-digest': msg('Flashcards to approve'),
};

/** The kind's name to translate; an unknown kind (a newer server) as it is stored. */
export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** What the state column says: a key to translate, its values, and the badge's tone. */
export function stateLabel(mail: Pick<OutgoingMail, 'state' | 'attempts'>): { key: string; params?: Record<string, number>; tone: BadgeTone } {
  if (mail.state === 'sent') return { key: msg('Sent'), tone: 'success' };
  if (mail.state === 'failed') return { key: msg('{count, plural, one {Failed after # try} other {Failed after # tries}}'), params: { count: mail.attempts }, tone: 'danger' };
  if (mail.attempts > 0) return { key: msg('{count, plural, one {Queued, # try failed} other {Queued, # tries failed}}'), params: { count: mail.attempts }, tone: 'warning' };
  return { key: msg('Queued'), tone: 'neutral' };
}
