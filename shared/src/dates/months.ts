import { dayjs } from './setup';
import { toEpochMs, type InstantInput } from './format';
import { wallClock } from './wall-clock';

/** A calendar month; `month` is 1–12 as people and the API count it. */
export interface MonthOfYear {
  month: number;
  year: number;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function assertMonth(month: number, year: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    throw new RangeError(`Not a month: ${month}/${year}`);
  }
}

// A month's bounds in a zone never change while the process runs, and working them out
// (two wall-clock readings in the zone) cost more than the rest of a calendar call's own
// work: every calendar, report and pay call asks for one of a few months again and again.
const MONTH_RANGES_KEPT = 512;
const monthRanges = new Map<string, readonly [number, number]>();

/** [start, end) of the month in epoch ms, midnight to midnight in `zone`. */
export function monthRange(month: number, year: number, zone: string): [number, number] {
  assertMonth(month, year);
  const key = `${year}-${month} ${zone}`;
  let range = monthRanges.get(key);
  if (!range) {
    const next = shiftMonth({ month, year }, 1);
    const start = dayjs.tz(`${year}-${pad(month)}-01 00:00`, 'YYYY-MM-DD HH:mm', zone).valueOf();
    const end = dayjs.tz(`${next.year}-${pad(next.month)}-01 00:00`, 'YYYY-MM-DD HH:mm', zone).valueOf();
    if (monthRanges.size >= MONTH_RANGES_KEPT) monthRanges.clear();
    range = [start, end] as const;
    monthRanges.set(key, range);
  }
  return [range[0], range[1]];
}

/** The month an instant falls in, on the wall clock of `zone`. */
export function monthOf(instant: InstantInput, zone: string): MonthOfYear {
  const { month, year } = wallClock(toEpochMs(instant), zone);
  return { month, year };
}

/** docs/product-rules.md#r-table-2: the teaching-time month selector starts at the current month. */
export function currentMonth(zone: string, now: InstantInput = Date.now()): MonthOfYear {
  return monthOf(now, zone);
}

export function shiftMonth({ month, year }: MonthOfYear, delta: number): MonthOfYear {
  const index = year * 12 + (month - 1) + delta;
  return { month: (((index % 12) + 12) % 12) + 1, year: Math.floor(index / 12) };
}

/** 'YYYYMM', as in the docs/product-rules.md#r-csv-2 CSV file name 'YYYYMM.All.csv'. */
export function yearMonthKey(month: number, year: number): string {
  assertMonth(month, year);
  return `${pad(year, 4)}${pad(month)}`;
}
