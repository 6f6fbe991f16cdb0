import { PAID_STATUS, type PaidStatus } from '@studydesk/shared/enums';
import { monthRange, type MonthOfYear } from '@studydesk/shared/dates';

/** [start, end) of a calendar month in the site time zone, as epoch milliseconds. */
export interface MonthRange extends MonthOfYear {
  start: number;
  end: number;
  timeZone: string;
}

/**
 * The month as the school lives it: a lesson at 23:30 local time on the last day
 * belongs to that month even when UTC has already turned the page.
 */
export function monthWindow({ month, year }: MonthOfYear, timeZone: string): MonthRange {
  const [start, end] = monthRange(month, year, timeZone);
  return { month, year, timeZone, start, end };
}

export const NOT_A_LESSON = 'Only completed lessons with teaching time can be paid';
export const MONTH_CLOSED = 'This month is closed: its lessons stay paid. Record a change as an adjustment';

/** lesson lengths may be fractions (1.5); sums of binary fractions need tidying */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

/**
 * The paid state of a teacher-month (docs/product-rules.md#r-paid-1).
 *
 * Only lessons count: activities of the teacher that are completed and have teaching
 * time (lesson_length > 0) and start inside the month in the site time zone. Milestones
 * and spotlights (no teaching time) never enter the payment.
 *
 *  -1  the teacher has no completed lessons that month: nothing to pay, no checkbox
 *   0  completed lessons exist and none of them is paid
 *   1  every completed lesson is paid
 *   2  some completed lessons are paid and some are not: the month was marked paid and
 *      lessons completed afterwards are unpaid (additional hours), or single lessons
 *      were marked or unmarked one by one
 *
 * The state is derived from the lessons every time, never trusted from a stored copy,
 * so a lesson completed by any route after the month was paid shows as 2 at once.
 */
export type PaidState = PaidStatus;

export interface MonthLessonCounts {
  /** completed lessons of the teacher in the month */
  completedLessons: number;
  /** how many of those are paid */
  paidLessons: number;
}

export function paidStateOf({ completedLessons, paidLessons }: MonthLessonCounts): PaidState {
  if (completedLessons <= 0) return PAID_STATUS.UNKNOWN;
  if (paidLessons <= 0) return PAID_STATUS.UNPAID;
  if (paidLessons >= completedLessons) return PAID_STATUS.PAID;
  return PAID_STATUS.PARTIALLY_PAID;
}
