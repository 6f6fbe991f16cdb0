import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { AgendaKey, CalendarScope } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource, useSiteTimeZone } from '@studydesk/shared/data';
import { currentMonth, dayjs, monthOf, shiftMonth, type MonthOfYear } from '@studydesk/shared/dates';
import { on } from '@studydesk/shared/session';
import { agendaStartDay } from './agenda-start';
import { calendarReducer, initialCalendarState } from './calendar-reducer';
import { concernsCalendar } from './scope';

const AGENDA_PAGE = 10;

type PageCursor = { after: AgendaKey } | { before: AgendaKey } | null;

/**
 * The calendar of one scope: the selected month's days and one agenda page, loaded the
 * shared way, with the docs/product-rules.md#r-list-2 transitions applied as the session bus reports saves and
 * comments (no reload needed; the month view is read again after a save so a completed
 * day loses its pending mark).
 */
export function useCalendar(scope: CalendarScope) {
  const zone = useSiteTimeZone();
  const [state, dispatch] = useReducer(calendarReducer, currentMonth(zone), initialCalendarState);
  const [cursor, setCursor] = useState<PageCursor>(null);
  const month: MonthOfYear = { month: state.selectedMonth, year: state.selectedYear };
  const scopeKey = JSON.stringify(scope);
  const monthKey = `${scopeKey}|${month.year}-${month.month}`;

  const monthView = useResource(`calendar-month|${monthKey}`, async (signal) => (await call(endpoints.calendar.monthView, { body: { scope, ...month }, signal })).data.datesWithActivities, {
    refetchOn: ['activity/saved', 'activity/deleted'],
  });
  // false once the current month's agenda from today came back empty: then it shows from the 1st
  const [anythingFromToday, setAnythingFromToday] = useState(true);
  const today = useMemo(() => currentDay(zone), [zone]);
  const startDay = agendaStartDay(month, state.selectedDay, today, anythingFromToday);
  const from = startDay === null ? undefined : dayjs.tz(`${month.year}-${String(month.month).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`, zone).toISOString();
  const agenda = useResource(`calendar-agenda|${monthKey}|${from ?? ''}|${JSON.stringify(cursor)}`, async (signal) =>
    (await call(endpoints.calendar.agenda, { body: { scope, ...month, pageSize: AGENDA_PAGE, ...(cursor ?? (from ? { from } : {})) }, signal })).data.activitiesPage,
  );
  const openedAtToday = state.selectedDay === null && startDay !== null && cursor === null;
  useEffect(() => {
    if (openedAtToday && agenda.status === 'ready' && agenda.data.results.length === 0) setAnythingFromToday(false);
  }, [openedAtToday, agenda.status, agenda.data]);

  useEffect(() => {
    if (monthView.status === 'ready') dispatch({ type: 'monthView/loaded', datesWithActivities: monthView.data });
  }, [monthView.status, monthView.data]);
  useEffect(() => {
    if (agenda.status === 'ready') dispatch({ type: 'agenda/loaded', activities: agenda.data.results, keyset: agenda.data.keyset });
  }, [agenda.status, agenda.data]);

  // the bus handlers read the newest state without subscribing again on every change
  const latest = useRef({ scope, zone, state });
  useEffect(() => {
    latest.current = { scope, zone, state };
  });
  useEffect(() => {
    const subscriptions = [
      on('activity/saved').subscribe(({ activity }) => {
        const { scope: current, zone: clock, state: now } = latest.current;
        const known = new Set(now.activities.map((row) => row.studyPlanId));
        if (!concernsCalendar(current, activity, known) && !now.activities.some((row) => row.id === activity.id)) return;
        dispatch({
          type: 'activity/saved',
          activity,
          monthOf: (instant) => monthOf(instant, clock),
          dayOf: (instant) => dayjs(instant).tz(clock).date(),
        });
      }),
      on('activity/deleted').subscribe(({ activityId }) => dispatch({ type: 'activity/deleted', activityId })),
      on('comment/added').subscribe(({ activityId }) => dispatch({ type: 'comment/added', activityId })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);

  return useMemo(
    () => ({
      state,
      monthView,
      agenda,
      stepMonth: (delta: number, day: number | null = null) => {
        setCursor(null);
        dispatch({ type: 'month/selected', month: shiftMonth({ month: state.selectedMonth, year: state.selectedYear }, delta) });
        if (day !== null) dispatch({ type: 'day/selected', day });
      },
      selectDay: (day: number | null) => {
        setCursor(null);
        dispatch({ type: 'day/selected', day });
      },
      nextPage: () => state.keyset.next && setCursor({ after: state.keyset.next }),
      previousPage: () => state.keyset.previous && setCursor({ before: state.keyset.previous }),
      today,
    }),
    [state, monthView, agenda, today],
  );
}

function currentDay(zone: string): MonthOfYear & { day: number } {
  const now = dayjs().tz(zone);
  return { month: now.month() + 1, year: now.year(), day: now.date() };
}
