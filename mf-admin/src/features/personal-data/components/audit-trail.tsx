import { useCallback, useEffect } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { PrivacyAuditEntry } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDateTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, usePagedList, type ListQuery } from '@studydesk/shared/lists';
import { DataTable } from '@studydesk/shared/ui';
import { auditActionLabel } from '../model/privacy-admin';

const PAGE_SIZE = 20;

/** Who did what about whose data, newest first; people are named by their labels only (docs/product-rules.md#r-privacy-6). */
export function AuditTrail({ generation }: { generation: number }) {
  const t = useT();
  const zone = useSiteTimeZone();
  const fetcher = useCallback(
    (query: ListQuery, signal: AbortSignal) => call(endpoints.privacy.audit, { body: { pageIndex: query.pageIndex, pageSize: query.pageSize }, signal }).then((r) => r.data.entries),
    [],
  );
  const { state, dispatch, reload } = usePagedList<PrivacyAuditEntry>(fetcher, initialListState<PrivacyAuditEntry>({ pageSize: PAGE_SIZE, direction: 'desc' }));
  // a decision on the queue above is recorded at once: show it
  useEffect(() => {
    if (generation > 0) reload();
  }, [generation, reload]);
  return (
    <DataTable<PrivacyAuditEntry>
      label={t('Audit trail')}
      columns={[
        { id: 'at', header: t('When'), cell: (entry) => formatDateTime(entry.at, zone), width: '10rem', primary: true },
        { id: 'action', header: t('What'), cell: (entry) => t(auditActionLabel(entry.action)) },
        { id: 'subject', header: t('About'), cell: (entry) => entry.subject, width: '10rem' },
        { id: 'actor', header: t('By'), cell: (entry) => entry.actor ?? t('StudyDesk (daily job)') },
      ]}
      state={state}
      onAction={dispatch}
      onRetry={reload}
      searchable={false}
      emptyText={t('Nothing recorded yet')}
    />
  );
}
