import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardOrderBy, DashboardPlanDto } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDateTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { usePagedList } from '@studydesk/shared/lists';
import { displayName } from '@studydesk/shared/text';
import { Avatar, Badge, Button, cx, DataTable, type DataTableColumn, layoutStyles, type RowKey, type SortOption, textStyles } from '@studydesk/shared/ui';
import { studyPlanPath } from '@studydesk/shared/routes';
import { PlanManyDialog, usePlanMany } from '../../activity-dialog';
import { AtRiskBadge, ForecastBadge, useForecasts, useOpenAlertCounts } from '../../study-plan-view';
import { FIRST_TABLE_STATE, arrivedFirstPage, fetchTablePage } from '../model/first-page';
import { PlanMembers } from './plan-members';
import styles from './dashboard.module.css';


function planName(plan: DashboardPlanDto): string {
  return plan.isGroup ? plan.title : displayName({ firstName: plan.studentFirstName, lastName: plan.studentLastName }) || plan.title;
}

export interface StudyPlansTableProps {
  /** called once the first page has arrived (or failed): the page loads what comes after the table then */
  onFirstPage?: () => void;
}

/** docs/product-rules.md#r-table-1: the paged table of study plans, with its selection, sort and paging. */
export function StudyPlansTable({ onFirstPage }: StudyPlansTableProps) {
  const t = useT();
  const zone = useSiteTimeZone();
  const [answered] = useState(arrivedFirstPage);
  const { state, dispatch, reload } = usePagedList(fetchTablePage, FIRST_TABLE_STATE, { answered });
  const settled = !state.isNew || state.error !== null;
  useEffect(() => {
    if (settled) onFirstPage?.();
  }, [settled, onFirstPage]);
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const planned = useCallback(() => {
    setSelected(new Set());
    // next lesson and tickets may have moved
    reload();
  }, [reload]);
  const planMany = usePlanMany(planned);
  // the forgetting forecast of the page's plans: one request per page, not per row
  const forecasts = useForecasts(state.isNew ? [] : state.data.map((plan) => plan.id));
  // the open absence alerts of the teacher's plans, once the table is there (docs/product-rules.md#r-absence-4)
  const alerts = useOpenAlertCounts(settled);

  const sortOptions: SortOption<DashboardOrderBy>[] = [
    { value: 'lastName', label: t('Last name') },
    { value: 'code', label: t('Code') },
    { value: 'nextLesson', label: t('Next lesson') },
    { value: 'lastEvaluation', label: t('Last evaluation') },
    { value: 'tickets', label: t('Tickets') },
  ];

  const columns = useMemo<DataTableColumn<DashboardPlanDto, DashboardOrderBy>[]>(
    () => [
      {
        id: 'plan',
        header: t('Study plan'),
        primary: true,
        sortKey: 'lastName',
        cell: (plan) => (
          <div className={styles.planCell}>
            <Avatar user={{ firstName: plan.isGroup ? plan.title : plan.studentFirstName, lastName: plan.isGroup ? '' : plan.studentLastName }} src={plan.profilepic} size="sm" />
            <div className={layoutStyles.stack}>
              <span className={layoutStyles.cluster}>
                <Link className={cx(textStyles.link, styles.planLink)} to={studyPlanPath('teacher', plan.id, { group: plan.isGroup, title: plan.title })}>
                  {planName(plan)}
                </Link>
                <AtRiskBadge count={alerts.data?.get(plan.id)} />
              </span>
              <span className={textStyles.muted}>
                {plan.code}
                {plan.isGroup ? (
                  <>
                    {' · '}
                    <PlanMembers planId={plan.id} count={plan.student} />
                  </>
                ) : (
                  ` · ${plan.title}`
                )}
              </span>
            </div>
          </div>
        ),
      },
      {
        id: 'nextLesson',
        header: t('Next lesson'),
        sortKey: 'nextLesson',
        cell: (plan) => (
          <div className={cx(layoutStyles.stack, styles.nextLesson)}>
            <span className={styles.nowrap}>{formatDateTime(plan.nextLesson, zone) || '—'}</span>
            <ForecastBadge forecast={forecasts.get(plan.id)} />
          </div>
        ),
      },
      { id: 'lastEvaluation', header: t('Last evaluation'), sortKey: 'lastEvaluation', cell: (plan) => <span className={styles.nowrap}>{formatDateTime(plan.lastEvaluation, zone) || '—'}</span> },
      {
        id: 'tickets',
        header: t('Tickets'),
        sortKey: 'tickets',
        align: 'end',
        cell: (plan) => <Badge tone={plan.tickets > 0 ? 'warning' : 'neutral'}>{plan.tickets}</Badge>,
      },
    ],
    [t, zone, forecasts, alerts.data],
  );

  return (
    <>
      <DataTable<DashboardPlanDto, DashboardOrderBy>
        label={t('Study plans')}
        columns={columns}
        state={state}
        onAction={dispatch}
        onRetry={reload}
        sortOptions={sortOptions}
        searchPlaceholder={t('Search study plans')}
        emptyText={state.search ? t('No study plans match your search') : t('No study plans yet')}
        // the table says "Select …" itself
        selection={{ selected, onChange: setSelected, rowLabel: planName }}
        toolbar={
          selected.size > 0 ? (
            <span className={cx(layoutStyles.cluster, styles.selection)}>
              <span className={textStyles.muted}>{t('{count} selected', { count: selected.size })}</span>
              <Button variant="primary" size="sm" onClick={() => planMany.open([...selected].map(Number))}>
                {t('Plan an activity')}
              </Button>
            </span>
          ) : null
        }
      />
      <PlanManyDialog planMany={planMany} />
    </>
  );
}

