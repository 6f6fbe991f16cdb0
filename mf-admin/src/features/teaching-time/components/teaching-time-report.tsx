import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { MonthPayment, TeachingTimeOrderBy, TeachingTimeRow } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { currentMonth, type MonthOfYear } from '@studydesk/shared/dates';
import { PAGE_SIZES } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, listActions, usePagedList, type ListAction, type ListFetcher } from '@studydesk/shared/lists';
import { useAuthState } from '@studydesk/shared/session';
import { DataTable, type SortOption } from '@studydesk/shared/ui';
import { CloseMonthForAll } from '../../teacher-pay';
import { CsvDownloadButton } from './csv-download-button';
import { teachingTimeColumns } from './teaching-time-columns';
import { applyMonthPayment } from '../model/paid-toggle';
import styles from './teaching-time-report.module.css';

const fetchPage: ListFetcher<TeachingTimeRow, TeachingTimeOrderBy> = (query, signal) => {
  const { month, year, isArchived: _archived, ...paging } = query;
  if (month === undefined || year === undefined) return Promise.resolve({ results: [], total: 0 });
  return call(endpoints.teachingTime.month, { body: { ...paging, month, year }, signal }).then((r) => r.data.data);
};

/**
 * The teaching-time report (docs/product-rules.md#r-table-2): one row per teacher for a month with hours, lessons
 * and the paid state; a month selector that starts at the current month (site time zone),
 * search, sort, 'Page X of Y' and the two-click CSV download. Admins tick months paid.
 */
export interface TeachingTimeReportProps {
  /** the month to open on (from the URL); the current month otherwise */
  initialMonth?: MonthOfYear | null;
}

export function TeachingTimeReport({ initialMonth = null }: TeachingTimeReportProps) {
  const t = useT();
  const { profile } = useAuthState();
  const canMarkPaid = profile?.profile === 'admin';
  const zone = useSiteTimeZone();
  const [initial] = useState(() =>
    initialListState<TeachingTimeRow, TeachingTimeOrderBy>({
      pageSize: PAGE_SIZES.teachingTime,
      orderBy: 'hours',
      direction: 'desc',
      ...(initialMonth ?? currentMonth(zone)),
    }),
  );
  const [now, setNow] = useState(() => currentMonth(zone));
  const { state, dispatch, reload } = usePagedList(fetchPage, initial);

  // "the current month" is the site's: when its zone arrives after mounting, the report
  // follows it, unless someone already chose a month
  const chosen = useRef(initialMonth !== null);
  useEffect(() => {
    const current = currentMonth(zone);
    setNow(current);
    if (!chosen.current) dispatch(listActions.monthChanged(current.month, current.year));
  }, [dispatch, zone]);
  const onAction = useCallback(
    (action: ListAction<TeachingTimeRow, TeachingTimeOrderBy>) => {
      if (action.type === 'list/monthStepped' || action.type === 'list/monthChanged') chosen.current = true;
      dispatch(action);
    },
    [dispatch],
  );

  const onChanged = useCallback(
    (month: MonthPayment, closed: boolean) => dispatch(listActions.itemsUpdated<TeachingTimeRow>((row) => applyMonthPayment(row, month, closed))),
    [dispatch],
  );
  const columns = useMemo(() => teachingTimeColumns(t, canMarkPaid, onChanged), [t, canMarkPaid, onChanged]);
  const sortOptions: SortOption<TeachingTimeOrderBy>[] = [
    { value: 'hours', label: t('Hours') },
    { value: 'lessons', label: t('Lessons') },
    { value: 'lastName', label: t('Last name') },
    { value: 'firstName', label: t('First name') },
    { value: 'paid', label: t('Paid') },
  ];

  return (
    <section className={styles.report} aria-label={t('Teaching time')}>
      <DataTable<TeachingTimeRow, TeachingTimeOrderBy>
        label={t('Teaching time')}
        columns={columns}
        state={state}
        onAction={onAction}
        onRetry={reload}
        sortOptions={sortOptions}
        searchPlaceholder={t('Search teachers')}
        emptyText={t('No teachers yet')}
        monthMax={now}
        toolbar={
          state.month !== undefined && state.year !== undefined ? (
            <>
              <CsvDownloadButton month={state.month} year={state.year} />
              {canMarkPaid ? <CloseMonthForAll month={{ month: state.month, year: state.year }} onClosed={reload} /> : null}
            </>
          ) : null
        }
      />
    </section>
  );
}
