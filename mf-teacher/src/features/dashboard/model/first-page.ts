import { call } from '@studydesk/shared/api-client';
import type { DashboardOrderBy, DashboardPlanDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { PAGE_SIZES } from '@studydesk/shared/enums';
import { initialListState, listQuery, type ListPage, type ListQuery } from '@studydesk/shared/lists';

/** The study plans table as a teacher first sees it. */
export const FIRST_TABLE_STATE = initialListState<DashboardPlanDto, DashboardOrderBy>({
  pageSize: PAGE_SIZES.teacherDashboard,
  isArchived: false,
  orderBy: 'tickets',
  direction: 'desc',
});

/** An answer older than this is asked again: the table shows what is true now. */
const FRESH_MS = 10_000;

let early: { key: string; page: Promise<ListPage<DashboardPlanDto>>; at: number; answer?: ListPage<DashboardPlanDto> } | null = null;

const keyOf = (query: ListQuery<DashboardOrderBy>) => JSON.stringify(query);

const askPage = async (query: ListQuery<DashboardOrderBy>, signal: AbortSignal) => (await call(endpoints.dashboard.dashboard, { body: query, signal })).data.studyPlans;

/**
 * Asks for the table's first page before the table is there: called once the sign-in has
 * been answered, while the screen's code is still on its way, so the rows and the code
 * arrive together. The table takes the answer (`fetchTablePage`); nothing else keeps it.
 */
export function prefetchFirstPage(now = Date.now()): void {
  if (early && now - early.at < FRESH_MS) return;
  const query = listQuery(FIRST_TABLE_STATE);
  const page = askPage(query, new AbortController().signal);
  const asked = { key: keyOf(query), page, at: now } as NonNullable<typeof early>;
  // kept once it arrives, so a table drawn after that starts with its rows
  // (a failed early call is only a missed head start: the table asks again and shows the error)
  page.then(
    (answer) => (asked.answer = answer),
    () => undefined,
  );
  early = asked;
}

/**
 * The early answer when it has already arrived, is fresh and is for the table's first
 * state, once: the table then starts with its rows instead of drawing a placeholder first.
 */
export function arrivedFirstPage(now = Date.now()): ListPage<DashboardPlanDto> | undefined {
  const taken = early;
  if (!taken?.answer || taken.key !== keyOf(listQuery(FIRST_TABLE_STATE)) || now - taken.at >= FRESH_MS) return undefined;
  early = null;
  return taken.answer;
}

/** One page of the table: the early answer when it asked the same and is fresh, once; else a new call. */
export function fetchTablePage(query: ListQuery<DashboardOrderBy>, signal: AbortSignal, now = Date.now()): Promise<ListPage<DashboardPlanDto>> {
  const taken = early;
  early = null;
  if (taken && taken.key === keyOf(query) && now - taken.at < FRESH_MS) {
    return taken.page.catch(() => askPage(query, signal));
  }
  return askPage(query, signal);
}
