const DAY_MS = 24 * 60 * 60 * 1000;

/** A feed holds lessons from a year back to two years ahead: what a calendar app shows. */
export function feedWindow(now: number): [number, number] {
  return [now - 365 * DAY_MS, now + 2 * 365 * DAY_MS];
}

/** Bounds a feed's size whatever the school's volume (about three years of daily lessons). */
export const FEED_MAX_LESSONS = 2000;
