import type { AgendaKeyset, CalendarActivityDto, DayWithActivities } from '@studydesk/shared/contracts';
import type { MonthOfYear } from '@studydesk/shared/dates';
import type { ActivitySummary } from '@studydesk/shared/session';

/** docs/product-rules.md#r-cal-1 Calendar: selectedMonth, selectedYear, datesWithActivities, activities, agenda keyset. */
export interface CalendarState {
  selectedMonth: number;
  selectedYear: number;
  /** the day whose lessons the agenda starts at; null: the month's first lesson */
  selectedDay: number | null;
  datesWithActivities: DayWithActivities[];
  activities: CalendarActivityDto[];
  keyset: AgendaKeyset;
}

export type CalendarAction =
  | { type: 'month/selected'; month: MonthOfYear }
  | { type: 'day/selected'; day: number | null }
  | { type: 'monthView/loaded'; datesWithActivities: DayWithActivities[] }
  | { type: 'agenda/loaded'; activities: CalendarActivityDto[]; keyset: AgendaKeyset }
  /** `monthOf` tells the month of an instant on the site's clock */
  | { type: 'activity/saved'; activity: ActivitySummary; monthOf: (instant: string) => MonthOfYear; dayOf: (instant: string) => number }
  | { type: 'activity/deleted'; activityId: number }
  | { type: 'comment/added'; activityId: number };

export function initialCalendarState({ month, year }: MonthOfYear): CalendarState {
  return {
    selectedMonth: month,
    selectedYear: year,
    selectedDay: null,
    datesWithActivities: [],
    activities: [],
    keyset: { previous: null, next: null },
  };
}

const byStartTime = (a: CalendarActivityDto, b: CalendarActivityDto) => a.startTime.localeCompare(b.startTime) || a.id - b.id;

function markPending(days: DayWithActivities[], day: number): DayWithActivities[] {
  const found = days.find((entry) => entry.day === day);
  if (found?.pending) return days;
  const rest = days.filter((entry) => entry.day !== day);
  return [...rest, { day, pending: true }].sort((a, b) => a.day - b.day);
}

/** The agenda row a saved activity becomes: what the event says over what the row knew. */
function merge(previous: CalendarActivityDto | undefined, saved: ActivitySummary & { startTime: string }): CalendarActivityDto {
  return {
    studyPlanTitle: '',
    studyPlanCode: '',
    isGroup: false,
    lessonLength: 0,
    commentsSize: 0,
    ...previous,
    id: saved.id,
    studyPlanId: saved.studyPlanId,
    type: saved.type,
    lessonTitle: saved.lessonTitle,
    startTime: saved.startTime,
    isCompleted: saved.isCompleted,
    ...(saved.lessonLength === undefined ? {} : { lessonLength: saved.lessonLength }),
    ...(saved.studyPlanTitle === undefined ? {} : { studyPlanTitle: saved.studyPlanTitle }),
    ...(saved.outcome === undefined ? {} : { outcome: saved.outcome }),
    ...(saved.makeUp === undefined ? {} : { makeUp: saved.makeUp }),
  };
}

export function calendarReducer(state: CalendarState, action: CalendarAction): CalendarState {
  switch (action.type) {
    case 'month/selected':
      if (action.month.month === state.selectedMonth && action.month.year === state.selectedYear) return state;
      return { ...initialCalendarState(action.month) };
    case 'day/selected':
      return { ...state, selectedDay: action.day };
    case 'monthView/loaded':
      return { ...state, datesWithActivities: action.datesWithActivities };
    case 'agenda/loaded':
      return { ...state, activities: action.activities, keyset: action.keyset };
    case 'activity/saved': {
      const saved = action.activity;
      // docs/product-rules.md#r-cal-2: "when an activity is saved it is removed from the agenda;
      const previous = state.activities.find((activity) => activity.id === saved.id);
      const without = state.activities.filter((activity) => activity.id !== saved.id);
      // only if it has a start time and is of type activity or is completed, it is re-added
      if (saved.startTime === null || !(saved.type === 'activity' || saved.isCompleted)) return { ...state, activities: without };
      // when month and year match the selection,
      const month = action.monthOf(saved.startTime);
      if (month.month !== state.selectedMonth || month.year !== state.selectedYear) return { ...state, activities: without };
      // the list re-sorted by start time,
      const activities = [...without, merge(previous, { ...saved, startTime: saved.startTime })].sort(byStartTime);
      // and the day marked pending when not completed."
      // a lesson with an outcome (cancelled, no-show) is settled, as the server counts it
      const datesWithActivities = saved.isCompleted || (saved.outcome ?? null) !== null
        ? withDay(state.datesWithActivities, action.dayOf(saved.startTime))
        : markPending(state.datesWithActivities, action.dayOf(saved.startTime));
      return { ...state, activities, datesWithActivities };
    }
    case 'activity/deleted':
      return { ...state, activities: state.activities.filter((activity) => activity.id !== action.activityId) };
    case 'comment/added':
      // a new comment counts at once (docs/product-rules.md#r-dialog-3)
      if (!state.activities.some((activity) => activity.id === action.activityId)) return state;
      return {
        ...state,
        activities: state.activities.map((activity) =>
          activity.id === action.activityId ? { ...activity, commentsSize: activity.commentsSize + 1 } : activity,
        ),
      };
    default:
      return state;
  }
}

/** A completed lesson's day has lessons; whether another one keeps it pending the month view tells. */
function withDay(days: DayWithActivities[], day: number): DayWithActivities[] {
  if (days.some((entry) => entry.day === day)) return days;
  return [...days, { day, pending: false }].sort((a, b) => a.day - b.day);
}
