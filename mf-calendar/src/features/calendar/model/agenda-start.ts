import type { MonthOfYear } from '@studydesk/shared/dates';

export type Day = MonthOfYear & { day: number };

/**
 * The day the agenda of a month starts at: the day the person picked; else, in the
 * current month, today, so the next lessons show first and earlier days are one step back
 * ("Earlier"), unless nothing is left from today on (then the month from its start);
 * else (another month) null: the month's first lesson.
 */
export function agendaStartDay(shown: MonthOfYear, selectedDay: number | null, today: Day, anythingFromToday: boolean): number | null {
  if (selectedDay !== null) return selectedDay;
  const current = shown.month === today.month && shown.year === today.year;
  return current && anythingFromToday ? today.day : null;
}
