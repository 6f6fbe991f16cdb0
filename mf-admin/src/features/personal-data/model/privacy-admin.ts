import type { PrivacyRequest, PrivacyRequestState, PrivacySettings } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';
import type { BadgeTone } from '@studydesk/shared/ui';

/** The queue's filter: everything, or one state (docs/product-rules.md#r-privacy-3). */
export type RequestFilter = PrivacyRequestState | 'all';

export const REQUEST_FILTERS: ReadonlyArray<{ value: RequestFilter; label: string }> = [
  { value: 'requested', label: msg('Waiting') },
  { value: 'all', label: msg('All') },
  { value: 'done', label: msg('Done') },
];

const STATES: Record<PrivacyRequestState, { key: string; tone: BadgeTone }> = {
  requested: { key: msg('Waiting for an admin'), tone: 'warning' },
  approved: { key: msg('In progress'), tone: 'neutral' },
  done: { key: msg('Done'), tone: 'success' },
  refused: { key: msg('Refused'), tone: 'neutral' },
  expired: { key: msg('Link expired'), tone: 'neutral' },
};

export function requestStateLabel(state: PrivacyRequestState): { key: string; tone: BadgeTone } {
  return STATES[state];
}

/** An erasure past its due date and still open: the queue shows it as overdue. */
export function isOverdue(request: Pick<PrivacyRequest, 'state' | 'dueAt'>, now: number): boolean {
  return (request.state === 'requested' || request.state === 'approved') && Date.parse(request.dueAt) < now;
}

const ACTIONS: Record<string, string> = {
  'export-requested': msg('Asked for a copy'),
  'export-ready': msg('Copy made and mailed'),
  'export-downloaded': msg('Copy downloaded'),
  'erasure-requested': msg('Asked for an erasure'),
  'erasure-approved': msg('Erasure approved'),
  'erasure-refused': msg('Erasure refused'),
  erased: msg('Erased'),
  purged: msg('Kept records purged'),
};

/** The audit action's words to translate; an unknown one (a newer server) as it is stored. */
export function auditActionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

/** The settings form's fields as typed. */
export interface PrivacySettingsValues {
  retentionYears: string;
  leaversOn: boolean;
  leaversAfterMonths: string;
}

export function settingsValues(settings: PrivacySettings): PrivacySettingsValues {
  return { retentionYears: String(settings.retentionYears), leaversOn: settings.leaversAfterMonths !== null, leaversAfterMonths: String(settings.leaversAfterMonths ?? 24) };
}

/** The settings to save, or the field that is wrong (docs/product-rules.md#r-privacy-4, #r-privacy-5). */
export function toPrivacySettings(values: PrivacySettingsValues): PrivacySettings | { invalid: 'retentionYears' | 'leaversAfterMonths' } {
  const years = Number(values.retentionYears);
  if (!Number.isInteger(years) || years < 1 || years > 30) return { invalid: 'retentionYears' };
  if (!values.leaversOn) return { retentionYears: years, leaversAfterMonths: null };
  const months = Number(values.leaversAfterMonths);
  if (!Number.isInteger(months) || months < 1 || months > 240) return { invalid: 'leaversAfterMonths' };
  return { retentionYears: years, leaversAfterMonths: months };
}
