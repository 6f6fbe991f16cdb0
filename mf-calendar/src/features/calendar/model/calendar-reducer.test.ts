import type { CalendarActivityDto } from '@studydesk/shared/contracts';
import type { ActivitySummary } from '@studydesk/shared/session';
import { calendarReducer, initialCalendarState, type CalendarState } from './calendar-reducer';

// UTC clock for the tests: the month and day of an ISO instant
const monthOf = (instant: string) => ({ month: Number(instant.slice(5, 7)), year: Number(instant.slice(0, 4)) });
const dayOf = (instant: string) => Number(instant.slice(8, 10));

function row(id: number, startTime: string, extra: Partial<CalendarActivityDto> = {}): CalendarActivityDto {
  return {
    id,
    studyPlanId: 1,
    studyPlanTitle: 'Plan',
    studyPlanCode: 'P-1',
    isGroup: false,
    type: 'activity',
    lessonTitle: `Lesson ${id}`,
    startTime,
    lessonLength: 1,
    isCompleted: false,
    commentsSize: 0,
    ...extra,
  };
}

function summary(id: number, startTime: string | null, extra: Partial<ActivitySummary> = {}): ActivitySummary {
  return { id, studyPlanId: 1, type: 'activity', lessonTitle: `Lesson ${id}`, startTime, isCompleted: false, ...extra };
}

function april(): CalendarState {
  return {
    ...initialCalendarState({ month: 4, year: 2026 }),
    datesWithActivities: [{ day: 2, pending: false }],
    activities: [row(1, '2026-04-02T09:00:00.000Z', { isCompleted: true, commentsSize: 3 }), row(2, '2026-04-10T09:00:00.000Z')],
  };
}

const saved = (state: CalendarState, activity: ActivitySummary) => calendarReducer(state, { type: 'activity/saved', activity, monthOf, dayOf });

describe('calendar reducer (docs/product-rules.md#r-cal-2 Calendar)', () => {
  it('"when an activity is saved it is removed from the agenda": a lesson saved without a start time leaves', () => {
    expect(saved(april(), summary(2, null)).activities.map((a) => a.id)).toEqual([1]);
  });

  it('"only if it has a start time and is of type activity or is completed, it is re-added": an open spotlight leaves, a completed one stays', () => {
    expect(saved(april(), summary(2, '2026-04-10T09:00:00.000Z', { type: 'spotlight' })).activities.map((a) => a.id)).toEqual([1]);
    const completed = saved(april(), summary(2, '2026-04-10T09:00:00.000Z', { type: 'evaluation', isCompleted: true }));
    expect(completed.activities.map((a) => [a.id, a.type])).toEqual([
      [1, 'activity'],
      [2, 'evaluation'],
    ]);
  });

  it('"re-added when month and year match the selection": a lesson moved to May leaves April, a new April lesson joins', () => {
    expect(saved(april(), summary(2, '2026-05-10T09:00:00.000Z')).activities.map((a) => a.id)).toEqual([1]);
    expect(saved(april(), summary(3, '2025-04-10T09:00:00.000Z')).activities.map((a) => a.id)).toEqual([1, 2]);
    expect(saved(april(), summary(3, '2026-04-05T09:00:00.000Z')).activities.map((a) => a.id)).toEqual([1, 3, 2]);
  });

  it('"the list re-sorted by start time": a lesson moved earlier moves up, keeping what the row knew', () => {
    const state = saved(april(), summary(2, '2026-04-01T08:00:00.000Z', { lessonTitle: 'Moved' }));
    expect(state.activities.map((a) => a.id)).toEqual([2, 1]);
    expect(state.activities[0]).toMatchObject({ lessonTitle: 'Moved', studyPlanTitle: 'Plan', lessonLength: 1 });
  });

  it('"and the day marked pending when not completed"', () => {
    expect(saved(april(), summary(3, '2026-04-02T15:00:00.000Z')).datesWithActivities).toEqual([{ day: 2, pending: true }]);
    expect(saved(april(), summary(3, '2026-04-20T15:00:00.000Z')).datesWithActivities).toEqual([
      { day: 2, pending: false },
      { day: 20, pending: true },
    ]);
    // a completed lesson marks its day as having lessons, and nothing pending
    expect(saved(april(), summary(3, '2026-04-21T15:00:00.000Z', { isCompleted: true })).datesWithActivities).toEqual([
      { day: 2, pending: false },
      { day: 21, pending: false },
    ]);
  });

  it('"Adding a comment raises commentsSize by 1", and only that activity\'s', () => {
    const state = calendarReducer(april(), { type: 'comment/added', activityId: 1 });
    expect(state.activities.map((a) => a.commentsSize)).toEqual([4, 0]);
    const unknown = april();
    expect(calendarReducer(unknown, { type: 'comment/added', activityId: 99 })).toBe(unknown);
  });

  it('selecting another month starts it empty; the same month changes nothing', () => {
    const state = april();
    expect(calendarReducer(state, { type: 'month/selected', month: { month: 4, year: 2026 } })).toBe(state);
    expect(calendarReducer(state, { type: 'month/selected', month: { month: 5, year: 2026 } })).toEqual(initialCalendarState({ month: 5, year: 2026 }));
  });

  it('a deleted activity leaves the agenda', () => {
    expect(calendarReducer(april(), { type: 'activity/deleted', activityId: 1 }).activities.map((a) => a.id)).toEqual([2]);
  });
});
