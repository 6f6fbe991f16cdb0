import { useCallback, useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { AbsenceAlert } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, usePagedList, type ListQuery } from '@studydesk/shared/lists';
import { DataTable, Page, PageHeader } from '@studydesk/shared/ui';
import { atRiskColumns } from './components/at-risk-columns';
import { ResolveDialog } from './components/resolve-dialog';

const PAGE_SIZE = 20;

/**
 * /admin/students-at-risk (docs/product-rules.md#r-absence-4): the students with an open absence
 * alert, newest first — the rule, the plan, the lessons' dates, since when, who was told — each
 * closed with a note.
 */
export function StudentsAtRiskPage() {
  const t = useT();
  const zone = useSiteTimeZone();
  const fetcher = useCallback(
    (query: ListQuery, signal: AbortSignal) =>
      call(endpoints.absenceAlerts.atRisk, { query: { pageIndex: query.pageIndex, pageSize: query.pageSize }, signal }).then((r) => r.data.alerts),
    [],
  );
  const { state, dispatch, reload } = usePagedList<AbsenceAlert>(fetcher, initialListState<AbsenceAlert>({ pageSize: PAGE_SIZE, direction: 'desc' }));
  const [resolving, setResolving] = useState<AbsenceAlert | null>(null);
  return (
    <Page>
      <PageHeader title={t('Students at risk')} subtitle={t('Open absence alerts, newest first')} />
      <DataTable<AbsenceAlert>
        label={t('Students at risk')}
        columns={atRiskColumns(t, zone, setResolving)}
        state={state}
        onAction={dispatch}
        onRetry={reload}
        searchable={false}
        emptyText={t('No student is at risk')}
      />
      <ResolveDialog
        alert={resolving}
        onClose={() => setResolving(null)}
        onResolved={() => {
          setResolving(null);
          reload();
        }}
      />
    </Page>
  );
}
