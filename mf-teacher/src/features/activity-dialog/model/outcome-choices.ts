import { LESSON_OUTCOMES, suggestedCancellation, type LessonOutcome } from '@studydesk/shared/contracts';
import { OUTCOME_LABELS } from '@studydesk/shared/enums';
import { msg } from '@studydesk/shared/i18n';
import type { ActivityDraft } from './activity-draft';
import { canCompleteAt } from '@studydesk/shared/contracts/plain';

/** The picker's value: an outcome, or none (a planned lesson). */
export type OutcomeValue = LessonOutcome | 'none';

export interface OutcomeChoice {
  value: OutcomeValue;
  /** dictionary key */
  label: string;
  /** held and no-show need a lesson that has started */
  disabled: boolean;
  /** the student's cancellation the notice window points to */
  suggested: boolean;
}

/** docs/product-rules.md#r-pay-1: only an existing lesson (an activity with a length) gets an outcome. */
export function takesOutcome(draft: Pick<ActivityDraft, 'id' | 'type' | 'lessonLength'>): boolean {
  return draft.id !== null && draft.type === 'activity' && draft.lessonLength > 0;
}

/**
 * The outcomes the dialog offers for a lesson starting at `startTime`: while the lesson has no
 * outcome, a student's cancellation is suggested as with notice or late from the policy's
 * notice window (the start minus now); the person still picks, and what they pick is stored,
 * so a lesson with a stored outcome shows it as it is, with no suggestion beside it.
 */
export function outcomeChoices(startTime: number | null, now: number, noticeHours: number | null, stored: LessonOutcome | null = null): OutcomeChoice[] {
  const started = startTime !== null && canCompleteAt(startTime, now);
  const suggestion = noticeHours === null || stored !== null ? null : suggestedCancellation(startTime, now, noticeHours);
  return [
    { value: 'none', label: msg('None (planned)'), disabled: false, suggested: false },
    ...LESSON_OUTCOMES.map((outcome) => ({
      value: outcome,
      label: OUTCOME_LABELS[outcome],
      disabled: (outcome === 'held' || outcome === 'no_show') && !started,
      suggested: outcome === suggestion,
    })),
  ];
}

export const toOutcome = (value: OutcomeValue): LessonOutcome | null => (value === 'none' ? null : value);
