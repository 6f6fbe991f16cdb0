import type { AgendaKey, CalendarActivityDto, DayWithActivities } from '@studydesk/shared/contracts';
import type { AgendaRow, Position } from './queries/calendar';

/** docs/product-rules.md#r-cal-1 datesWithActivities: each day with lessons once, pending while one is open. */
export function toDaysWithActivities(lessons: { startTime: number; isCompleted: boolean }[], timeZone: string): DayWithActivities[] {
  // one formatter for all rows: making one costs far more than formatting with it
  const dayOfMonth = new Intl.DateTimeFormat('en', { timeZone, day: 'numeric' });
  const days = new Map<number, boolean>();
  for (const lesson of lessons) {
    const day = Number(dayOfMonth.format(lesson.startTime));
    days.set(day, (days.get(day) ?? false) || !lesson.isCompleted);
  }
  return [...days].sort(([a], [b]) => a - b).map(([day, pending]) => ({ day, pending }));
}

export function toCalendarActivityDto(row: AgendaRow): CalendarActivityDto {
  return {
    id: row.id,
    studyPlanId: row.study_plan_id,
    studyPlanTitle: row.plan_title,
    studyPlanCode: row.plan_code,
    isGroup: row.is_group === 1,
    type: row.type,
    lessonTitle: row.lesson_title,
    startTime: new Date(row.start_time).toISOString(),
    lessonLength: row.lesson_length,
    isCompleted: row.is_completed === 1,
    outcome: row.outcome ?? null,
    makeUp: row.credits_used > 0,
    commentsSize: row.comments_size,
  };
}

export function toAgendaKey(position: Position | null): AgendaKey | null {
  return position ? { startTime: new Date(position.startTime).toISOString(), id: position.id } : null;
}
