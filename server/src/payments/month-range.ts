import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface MonthKey {
  year: number;
  /** 1..12 */
  month: number;
}

/** [start, end) of a calendar month in the site time zone, as epoch milliseconds. */
export interface MonthRange extends MonthKey {
  start: number;
  end: number;
  timeZone: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The month as the school lives it: a lesson at 23:30 local time on the last day
 * belongs to that month even when UTC has already turned the page.
 */
export function monthRange({ year, month }: MonthKey, timeZone: string): MonthRange {
  const first = dayjs.tz(`${year}-${pad(month)}-01T00:00:00`, timeZone);
  return {
    year,
    month,
    timeZone,
    start: first.valueOf(),
    // from the local first of next month, not start + 30 days: months and DST differ
    end: first.add(1, 'month').startOf('month').valueOf(),
  };
}

/** The month an instant falls in, in the site time zone. */
export function monthOf(instant: number, timeZone: string): MonthKey {
  const local = dayjs(instant).tz(timeZone);
  return { year: local.year(), month: local.month() + 1 };
}

/** YYYY-MM-01: the lesson-history link's `date` for a month. */
export function firstDayOf({ year, month }: MonthKey): string {
  return `${year}-${pad(month)}-01`;
}

/** The site time zone (site settings), or UTC when unset or not one the runtime knows. */
export async function siteTimeZone(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('site_settings').select('time_zone').where('id', '=', 1).executeTakeFirst();
  return validTimeZone(row?.time_zone);
}

export function validTimeZone(zone: string | undefined | null): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
