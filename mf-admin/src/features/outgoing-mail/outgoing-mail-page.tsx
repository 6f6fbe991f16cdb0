import { useCallback, useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { OutgoingMail } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSave, useSiteTimeZone } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, listActions, usePagedList, type ListQuery } from '@studydesk/shared/lists';
import { toast } from '@studydesk/shared/toasts';
import { DataTable, Page, PageHeader, SegmentedControl } from '@studydesk/shared/ui';
import { outgoingMailColumns } from './components/outgoing-mail-columns';
import { MAIL_FILTERS, type MailFilter } from './model/outgoing-mail';

const PAGE_SIZE = 20;

/**
 * /admin/outgoing-mail (docs/architecture.md#outbox): every mail the school sends — its
 * kind, recipient, state (queued, sent, failed after its tries, with the error) and when —
 * newest first, filtered by state; a failed one can be sent again.
 */
export function OutgoingMailPage() {
  const t = useT();
  const zone = useSiteTimeZone();
  const [filter, setFilter] = useState<MailFilter>('all');
  const fetcher = useCallback(
    (query: ListQuery, signal: AbortSignal) =>
      call(endpoints.outbox.mails, {
        body: { pageIndex: query.pageIndex, pageSize: query.pageSize, direction: query.direction, ...(filter === 'all' ? {} : { state: filter }) },
        signal,
      }).then((r) => r.data.mails),
    [filter],
  );
  const { state, dispatch, reload } = usePagedList<OutgoingMail>(fetcher, initialListState<OutgoingMail>({ pageSize: PAGE_SIZE, direction: 'desc' }));
  const [retrying, setRetrying] = useState<number | null>(null);
  const { save } = useSave();

  const retry = async (mail: OutgoingMail) => {
    setRetrying(mail.id);
    await save(async () => {
      await call(endpoints.outbox.retry, { params: { id: mail.id } });
      toast.success(t('The mail to {email} is queued again', { email: mail.recipient }));
      reload();
    });
    setRetrying(null);
  };

  return (
    <Page>
      <PageHeader title={t('Outgoing mail')} subtitle={t('Newest first')} />
      <DataTable<OutgoingMail>
        label={t('Outgoing mail')}
        columns={outgoingMailColumns(t, zone, (mail) => void retry(mail), retrying)}
        state={state}
        onAction={dispatch}
        onRetry={reload}
        searchable={false}
        emptyText={t('No mail here')}
        toolbar={
          <SegmentedControl<MailFilter>
            label={t('State')}
            options={MAIL_FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))}
            value={filter}
            onChange={(value) => {
              setFilter(value);
              dispatch(listActions.pageSet(0));
              reload();
            }}
          />
        }
      />
    </Page>
  );
}
