import { DEFAULT_CURRENCY, type TeachingTimeRow } from '@studydesk/shared/contracts';
import type { MonthOfYear } from '@studydesk/shared/dates';
import { instantToIso } from '../../db/instants';
import { paidStateOf, roundHours, type MonthRange } from './rules';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-01: the lesson-history link's `date` for a month. */
export function firstDayOf({ year, month }: MonthOfYear): string {
  return `${year}-${pad(month)}-01`;
}

export interface ReportRow {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  profile_pic: string | null;
  lessons: number | string;
  hours: number | string;
  paid_lessons: number | string;
  marked_at: number | string | null;
}

/** One teacher's row of the teaching-time report. */
export function toTeachingTimeRow(row: ReportRow, range: MonthRange, pictureUrl: (name: string | null) => string | null): TeachingTimeRow {
  const lessons = Number(row.lessons);
  const paidLessons = Number(row.paid_lessons);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    profilepic: pictureUrl(row.profile_pic),
    month: range.month,
    year: range.year,
    date: firstDayOf(range),
    hours: roundHours(Number(row.hours)),
    lessons,
    paidLessons,
    paid: paidStateOf({ completedLessons: lessons, paidLessons }),
    // priced by the pay module for the page's teachers (docs/product-rules.md#r-pay-3)
    amount: 0,
    noRateLessons: 0,
    currency: DEFAULT_CURRENCY,
    closed: false,
    markedAt: instantToIso(row.marked_at),
  };
}
