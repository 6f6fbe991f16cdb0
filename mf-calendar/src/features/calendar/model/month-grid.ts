import type { DayWithActivities } from '@studydesk/shared/contracts';
import type { MonthOfYear } from '@studydesk/shared/dates';

export interface GridDay {
  day: number;
  /** 0 Monday … 6 Sunday (docs/product-rules.md#r-cal-1 days Monday to Sunday) */
  weekday: number;
  hasLessons: boolean;
  pending: boolean;
  isToday: boolean;
}

/** A month as weeks of seven, Monday first; null pads the days of the other months. */
export function monthGrid(
  { month, year }: MonthOfYear,
  dates: readonly DayWithActivities[],
  today: MonthOfYear & { day: number },
): (GridDay | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: 0 Sunday … 6 Saturday; shifted so Monday is 0
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const byDay = new Map(dates.map((entry) => [entry.day, entry.pending]));
  const isThisMonth = today.month === month && today.year === year;
  const cells: (GridDay | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= days; day += 1) {
    cells.push({
      day,
      weekday: (firstWeekday + day - 1) % 7,
      hasLessons: byDay.has(day),
      pending: byDay.get(day) === true,
      isToday: isThisMonth && today.day === day,
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (GridDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * Where a key moves the focused day (the WAI-ARIA date grid pattern): a day, a week, the
 * week's start or end. PageUp/PageDown and moves past the month's edge are answered with
 * a month step, so the caller changes month and keeps the day where it can.
 */
export function moveDay(
  day: number,
  key: GridKey,
  { month, year }: MonthOfYear,
): { day: number; monthStep: -1 | 0 | 1 } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  const target = {
    ArrowLeft: day - 1,
    ArrowRight: day + 1,
    ArrowUp: day - 7,
    ArrowDown: day + 7,
    Home: day - weekday,
    End: day + (6 - weekday),
    PageUp: day,
    PageDown: day,
  }[key];
  if (key === 'PageUp') return { day, monthStep: -1 };
  if (key === 'PageDown') return { day, monthStep: 1 };
  if (target < 1) {
    const previousDays = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
    return { day: previousDays + target, monthStep: -1 };
  }
  if (target > days) return { day: target - days, monthStep: 1 };
  return { day: target, monthStep: 0 };
}
