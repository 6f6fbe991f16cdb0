import { monthOf, shiftMonth, type MonthOfYear } from '@studydesk/shared/dates';

/** the last `count` months in `timeZone`, oldest first, ending with the month of `now` */
export function lastMonths(now: number, timeZone: string, count: number): MonthOfYear[] {
  const current = monthOf(now, timeZone);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, i - count + 1));
}
