import type { LessonHistoryItem } from '@studydesk/shared/contracts';
import { OUTCOME_LABELS, isCancelledOutcome } from '@studydesk/shared/enums';
import { msg } from '@studydesk/shared/text';
import type { BadgeTone } from '@studydesk/shared/ui';

export interface OutcomeShown {
  /** dictionary key, shown with t() */
  label: string;
  tone: BadgeTone;
  /** the lesson did not take place: shown struck through (docs/product-rules.md#r-pay-1) */
  cancelled: boolean;
}

const TONES = { held: 'success', cancelled_school: 'neutral', cancelled_notice: 'neutral', cancelled_late: 'warning', no_show: 'danger' } as const;

/**
 * How the history names a lesson's state (docs/product-rules.md#r-pay-1): its outcome when it
 * has one, never "Planned" for a lesson that ended otherwise; a completed lesson from before
 * outcomes existed reads as held, as completing now sets held.
 */
export function outcomeShown(lesson: Pick<LessonHistoryItem, 'outcome' | 'isCompleted'>): OutcomeShown {
  const outcome = lesson.outcome ?? (lesson.isCompleted ? 'held' : null);
  if (outcome === null) return { label: msg('Planned'), tone: 'primary', cancelled: false };
  return { label: OUTCOME_LABELS[outcome], tone: TONES[outcome], cancelled: isCancelledOutcome(outcome) };
}
