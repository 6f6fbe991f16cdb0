import type { PrivacyRequest } from '@studydesk/shared/contracts';
import { formatDate } from '@studydesk/shared/dates';
import { msg, type useT } from '@studydesk/shared/i18n';
import { Badge, Button, layoutStyles, type DataTableColumn } from '@studydesk/shared/ui';
import { isOverdue, requestStateLabel } from '../model/privacy-admin';

type T = ReturnType<typeof useT>;

const KINDS = { export: msg('Copy of the data'), erasure: msg('Erasure') } as const;

/** Kind, person (their pseudonym once erased), state, asked and due dates, and the decision for an asked erasure. */
export function requestColumns(t: T, zone: string, decide: (request: PrivacyRequest, approve: boolean) => void, busy: number | null): DataTableColumn<PrivacyRequest>[] {
  return [
    { id: 'person', header: t('Person'), cell: (request) => request.personLabel, primary: true },
    { id: 'kind', header: t('Kind'), cell: (request) => t(KINDS[request.kind]), width: '10rem' },
    {
      id: 'state',
      header: t('State'),
      cell: (request) => {
        const label = requestStateLabel(request.state);
        return <Badge tone={isOverdue(request, Date.now()) ? 'danger' : label.tone}>{t(label.key)}</Badge>;
      },
      width: '11rem',
    },
    { id: 'asked', header: t('Asked on'), cell: (request) => formatDate(request.createdAt, zone), width: '8rem', hideOnPhone: true },
    { id: 'due', header: t('Due'), cell: (request) => formatDate(request.dueAt, zone), width: '8rem' },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      width: '13rem',
      cell: (request) =>
        request.kind === 'erasure' && request.state === 'requested' ? (
          <span className={layoutStyles.cluster}>
            <Button size="sm" variant="danger" disabled={busy === request.id} onClick={() => decide(request, true)} aria-label={t('Approve the erasure of {name}', { name: request.personLabel })}>
              {t('Approve')}
            </Button>
            <Button size="sm" disabled={busy === request.id} onClick={() => decide(request, false)} aria-label={t('Refuse the erasure of {name}', { name: request.personLabel })}>
              {t('Refuse')}
            </Button>
          </span>
        ) : null,
    },
  ];
}
