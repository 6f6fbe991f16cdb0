import { useCallback, useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { PrivacyRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSave, useSiteTimeZone } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, listActions, usePagedList, type ListQuery } from '@studydesk/shared/lists';
import { toast } from '@studydesk/shared/toasts';
import { DataTable, SegmentedControl } from '@studydesk/shared/ui';
import { REQUEST_FILTERS, type RequestFilter } from '../model/privacy-admin';
import { requestColumns } from './request-columns';

const PAGE_SIZE = 20;

/** The requests asked, soonest due first, with an approve or refuse for each asked erasure (docs/product-rules.md#r-privacy-3). */
export function RequestQueue({ onDecided }: { onDecided: () => void }) {
  const t = useT();
  const zone = useSiteTimeZone();
  const [filter, setFilter] = useState<RequestFilter>('requested');
  const fetcher = useCallback(
    (query: ListQuery, signal: AbortSignal) =>
      call(endpoints.privacy.list, {
        body: { pageIndex: query.pageIndex, pageSize: query.pageSize, direction: query.direction, ...(filter === 'all' ? {} : { state: filter }) },
        signal,
      }).then((r) => r.data.requests),
    [filter],
  );
  const { state, dispatch, reload } = usePagedList<PrivacyRequest>(fetcher, initialListState<PrivacyRequest>({ pageSize: PAGE_SIZE, direction: 'asc' }));
  const [busy, setBusy] = useState<number | null>(null);
  const { save } = useSave();

  const decide = async (request: PrivacyRequest, approve: boolean) => {
    setBusy(request.id);
    await save(async () => {
      await call(approve ? endpoints.privacy.approve : endpoints.privacy.refuse, { params: { id: request.id } });
      toast.success(approve ? t('Erasure approved: it runs in the background') : t('Erasure refused'));
      reload();
      onDecided();
    });
    setBusy(null);
  };

  return (
    <DataTable<PrivacyRequest>
      label={t('Requests')}
      columns={requestColumns(t, zone, (request, approve) => void decide(request, approve), busy)}
      state={state}
      onAction={dispatch}
      onRetry={reload}
      searchable={false}
      emptyText={t('No requests here')}
      toolbar={
        <SegmentedControl<RequestFilter>
          label={t('State')}
          options={REQUEST_FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            dispatch(listActions.pageSet(0));
            reload();
          }}
        />
      }
    />
  );
}
