import type { OutgoingMail } from '@studydesk/shared/contracts';
import { formatDateTime } from '@studydesk/shared/dates';
import type { useT } from '@studydesk/shared/i18n';
import { Badge, Button, type DataTableColumn } from '@studydesk/shared/ui';
import { kindLabel, stateLabel } from '../model/outgoing-mail';
import styles from './outgoing-mail.module.css';

type T = ReturnType<typeof useT>;

/** Kind, recipient, state (with the last error), when it was queued and last changed, and Retry for a failed one. */
export function outgoingMailColumns(t: T, zone: string, retry: (mail: OutgoingMail) => void, retrying: number | null): DataTableColumn<OutgoingMail>[] {
  return [
    { id: 'kind', header: t('Kind'), cell: (mail) => t(kindLabel(mail.kind)), primary: true, width: '10rem' },
    { id: 'recipient', header: t('Recipient'), cell: (mail) => <span className={styles.recipient}>{mail.recipient}</span>, width: '16rem' },
    {
      id: 'state',
      header: t('State'),
      cell: (mail) => {
        const label = stateLabel(mail);
        return (
          <div className={styles.state}>
            <Badge tone={label.tone}>{t(label.key, label.params)}</Badge>
            {mail.lastError && mail.state !== 'sent' ? <span className={styles.error}>{mail.lastError}</span> : null}
          </div>
        );
      },
    },
    { id: 'queued', header: t('Queued at'), cell: (mail) => formatDateTime(mail.createdAt, zone), width: '10rem', hideOnPhone: true },
    { id: 'changed', header: t('Last change'), cell: (mail) => formatDateTime(mail.updatedAt, zone), width: '10rem' },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      width: '7rem',
      cell: (mail) =>
        mail.state === 'failed' ? (
          <Button size="sm" disabled={retrying === mail.id} onClick={() => retry(mail)} aria-label={t('Retry the mail to {email}', { email: mail.recipient })}>
            {t('Retry')}
          </Button>
        ) : null,
    },
  ];
}
