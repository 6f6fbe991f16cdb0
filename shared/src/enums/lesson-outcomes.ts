/** How lesson outcomes and make-up credits are named on screen (docs/product-rules.md#r-pay-1, docs/product-rules.md#r-pay-2). */
import type { LessonOutcome, MakeUpCreditState } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/text';

/** Dictionary keys, shown with t(). */
export const OUTCOME_LABELS: Readonly<Record<LessonOutcome, string>> = Object.freeze({
  held: msg('Held'),
  cancelled_school: msg('Cancelled by the school'),
  cancelled_notice: msg('Cancelled by the student with notice'),
  cancelled_late: msg('Cancelled late'),
  no_show: msg('No-show'),
});

/** A lesson that did not take place: lists and the calendar show it as such, never as planned. */
export function isCancelledOutcome(outcome: LessonOutcome | null | undefined): boolean {
  return outcome === 'cancelled_school' || outcome === 'cancelled_notice' || outcome === 'cancelled_late';
}

/** The short label a list or the calendar puts beside a lesson that did not happen as planned; null for none. */
export function outcomeBadge(outcome: LessonOutcome | null | undefined): string | null {
  if (isCancelledOutcome(outcome)) return msg('Cancelled');
  return outcome === 'no_show' ? msg('No-show') : null;
}

export const CREDIT_STATE_LABELS: Readonly<Record<MakeUpCreditState, string>> = Object.freeze({
  open: msg('Open'),
  used: msg('Used'),
  expired: msg('Expired'),
});
