import type { MailKind } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

/** What each kind of scheduled mail is called where a person turns it on or off (dictionary keys). */
export interface MailKindTexts {
  label: string;
  explanation: string;
  /** the opt-out page's button */
  stop: string;
  /** the opt-out page's confirmation once it is off */
  stopped: string;
}

export const MAIL_KIND_TEXTS: Readonly<Record<MailKind, MailKindTexts>> = {
  'lesson-reminder': {
    label: msg('Lesson reminders'),
    explanation: msg('A mail the day before each of your lessons.'),
    stop: msg('Stop lesson reminders'),
    stopped: msg('You will not get lesson reminders any more.'),
  },
  'teacher-digest': {
    label: msg('Daily digest'),
    explanation: msg("One mail a day with tomorrow's lessons, new comments and flashcards waiting for approval."),
    stop: msg('Stop the daily digest'),
    stopped: msg('You will not get the daily digest any more.'),
  },
  'absence-alert': {
    label: msg('Absence alerts'),
    explanation: msg('A mail when missed lessons form a pattern the school watches for.'),
    stop: msg('Stop absence alerts'),
    stopped: msg('You will not get absence alerts any more.'),
  },
};
