import type { Activity } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A feed holds lessons from a year back to two years ahead: what a calendar app shows. */
export function feedWindow(now: number): [number, number] {
  return [now - 365 * DAY_MS, now + 2 * 365 * DAY_MS];
}

/** Bounds a feed's size whatever the school's volume (about three years of daily lessons). */
export const FEED_MAX_LESSONS = 2000;

/**
 * A lesson that left a feed stays in it as a cancelled event for 30 days
 * (docs/product-rules.md#r-cal-4): those cancelled after this instant are still shown.
 */
export function cancelledEventsSince(now: number): number {
  return now - 30 * DAY_MS;
}

/**
 * Whether a lesson is in the calendar feeds, the same rule as the calendar's
 * (docs/product-rules.md#r-cal-2): it has a start time and is a lesson or completed.
 */
export function isInFeeds(lesson: Pick<Activity, 'start_time' | 'type' | 'is_completed'>): boolean {
  return lesson.start_time !== null && (lesson.type === 'activity' || Number(lesson.is_completed) === 1);
}
