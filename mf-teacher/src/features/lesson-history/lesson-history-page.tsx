import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { LessonHistoryItem } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource, useSiteTimeZone } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, type ListState } from '@studydesk/shared/lists';
import { displayName } from '@studydesk/shared/text';
import { toast } from '@studydesk/shared/toasts';
import { DataTable, ErrorState, MonthSelector, Page, PageHeader } from '@studydesk/shared/ui';
import { lessonColumns } from './components/lesson-columns';
import { MonthSummary } from './components/month-summary';
import { lessonHistoryUrl, monthOfDate, shiftedDate } from './model/history-month';
import { historyReducer, initialHistory } from './model/history-reducer';
import styles from './lesson-history.module.css';

export interface LessonHistoryProps {
  teacherId?: string;
  /** any day of the month to show, YYYY-MM-DD */
  date?: string;
  /** admins mark lessons paid; teachers see the state read-only */
  canMarkPaid?: boolean;
}

/**
 * A teacher's lessons of one month (/admin|teacher/lesson-history/{teacherId}/{date}),
 * mounted by mf-admin as a parcel with canMarkPaid. Previous/next month changes the URL.
 */
export function LessonHistory({ teacherId, date, canMarkPaid = false }: LessonHistoryProps) {
  const t = useT();
  // the URL is the source of the date; this copy follows it and moves at once on a step,
  // so the page also works where no router listens to the address bar
  const [shownDate, setShownDate] = useState(date);
  useEffect(() => setShownDate(date), [date]);
  const id = Number(teacherId);
  const validId = Number.isInteger(id) && id > 0;
  // the one way to the site zone (docs/conventions.md#site-time-zone), not a copy of it in the answer
  const timeZone = useSiteTimeZone();
  const month = monthOfDate(shownDate, timeZone);
  const [state, dispatch] = useReducer(historyReducer, initialHistory);

  const monthKey = month ? `${month.year}-${month.month}` : '';
  // the month's lessons; the reducer below holds them so a paid mark can change a row
  const history = useResource(
    `lesson-history/${id}/${monthKey}`,
    async (signal) => {
      if (!month) throw new Error('No month');
      return (await call(endpoints.teachingTime.lessonHistory, { body: { teacherId: id, month: month.month, year: month.year }, signal })).data;
    },
    // closing the month beside it (the admin's pay card) pays its lessons: show them paid
    { enabled: validId && month !== null, refetchOn: ['pay/closed'] },
  );
  useEffect(() => {
    if (history.status === 'loading') dispatch({ type: 'history/loadStarted' });
    else if (history.status === 'ready') dispatch({ type: 'history/loaded', data: history.data });
    else dispatch({ type: 'history/failed', error: history.error });
  }, [history.status, history.data, history.error]);

  const onToggle = useCallback(async (lesson: LessonHistoryItem, paid: boolean) => {
    dispatch({ type: 'history/markStarted', activityId: lesson.id });
    try {
      const { data: result } = await call(endpoints.teachingTime.markSinglePaid, { body: { activityId: lesson.id, paid } });
      dispatch({ type: 'history/marked', result });
      toast.success(paid ? t('Lesson marked paid') : t('Lesson marked unpaid'));
    } catch (error) {
      dispatch({ type: 'history/markFailed', activityId: lesson.id });
      toast.error(errorMessage(error));
    }
  }, [t]);

  const data = state.data;
  const columns = useMemo(
    () => lessonColumns(t, { timeZone, canMarkPaid, saving: state.saving, onToggle }),
    [t, timeZone, canMarkPaid, state.saving, onToggle],
  );
  const results = data?.activities.results ?? [];
  const listState: ListState<LessonHistoryItem> = initialListState<LessonHistoryItem>({
    data: results,
    total: data?.activities.total ?? 0,
    pageSize: Math.max(1, results.length),
    isNew: state.loading && !data,
    loading: state.loading,
    error: state.error,
    hasMore: false,
  });

  if (!validId || !month) {
    return (
      <Page>
        <ErrorState title={t('This page does not exist')} message={t('Check the address and try again.')} />
      </Page>
    );
  }

  function step(delta: -1 | 1) {
    if (!month) return;
    const next = shiftedDate(month, delta);
    setShownDate(next);
    window.history.pushState(null, '', lessonHistoryUrl(window.location.pathname, id, next, canMarkPaid ? 'admin' : 'teacher'));
  }

  return (
    <Page aria-label={t('Lesson history')}>
      <PageHeader
        title={t('Lesson history')}
        subtitle={data ? displayName(data.teacher) : undefined}
        actions={<MonthSelector month={month.month} year={month.year} onStep={step} />}
      />
      {data ? <MonthSummary month={data.month} payable={data.payable} /> : null}
      {/* the table shows the loading, the error with its retry and the empty month */}
      <DataTable<LessonHistoryItem>
        label={t('Lessons')}
        columns={columns}
        state={listState}
        onAction={() => undefined}
        onRetry={history.reload}
        searchable={false}
        paging="none"
        emptyText={t('No lessons this month')}
      />
      {data && data.activities.total > results.length ? (
        <p className={styles.muted}>{t('{total, plural, one {Showing the first {count} of # lesson} other {Showing the first {count} of # lessons}}', { count: results.length, total: data.activities.total })}</p>
      ) : null}
    </Page>
  );
}
