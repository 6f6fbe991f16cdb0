import { currentMonth, shiftMonth, type MonthOfYear } from '@studydesk/shared/dates';
import { lessonHistoryPath, type StaffRole } from '@studydesk/shared/routes';

const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/**
 * The month of the route's `{date}` (any day of it, YYYY-MM-DD, or YYYY-MM), or without
 * one the current month on the clock of `zone` (the site's); null when the text is not a
 * date, so the page can say so instead of guessing.
 */
export function monthOfDate(date: string | undefined, zone: string): MonthOfYear | null {
  if (date === undefined || date === '') return currentMonth(zone);
  const match = DATE.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = match[3] === undefined ? 1 : Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { month, year };
}

/** First day of the month `delta` months away, as the route's date. */
export function shiftedDate(month: MonthOfYear, delta: number): string {
  const next = shiftMonth(month, delta);
  return `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-01`;
}

/**
 * The lesson-history URL for another date: the current path with its last segment
 * replaced when it is a lesson-history path, else the role's own route.
 */
export function lessonHistoryUrl(pathname: string, teacherId: number, date: string, role: StaffRole): string {
  const match = /^(.*\/lesson-history\/[^/]+\/)[^/]*\/?$/.exec(pathname);
  return match ? `${match[1]}${date}` : lessonHistoryPath(role, teacherId, date);
}
