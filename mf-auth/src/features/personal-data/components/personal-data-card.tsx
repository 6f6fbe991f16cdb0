import { useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { PrivacyRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource, useSave, useSiteTimeZone } from '@studydesk/shared/data';
import { formatDate } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, CancelThen, Card, Dialog, FormError, ResourceContent, layoutStyles, textStyles } from '@studydesk/shared/ui';
import { KIND_TEXTS, STATE_TEXTS, exportFileUrl, hasOpenErasure, isDownloadable } from '../model/personal-data-rules';
import styles from './personal-data-card.module.css';

export interface PersonalDataCardProps {
  personId: number;
  /** the signed-in person's own data ("my data"), or someone they answer for */
  own: boolean;
}

/**
 * "Download my data" and "Erase my data" (docs/product-rules.md#r-privacy-2, #r-privacy-3): on
 * every profile, for a guardian on each linked student's card, for an admin on anyone's page.
 * The copy is mailed as a link; it is also listed here while the link works.
 */
export function PersonalDataCard({ personId, own }: PersonalDataCardProps) {
  const t = useT();
  const zone = useSiteTimeZone();
  const requests = useResource(`privacy-requests:${personId}`, async (signal) => (await call(endpoints.privacy.personRequests, { params: { id: personId }, signal })).data.requests);
  const { save, saving, error } = useSave();
  const [confirming, setConfirming] = useState(false);

  const ask = (kind: 'export' | 'erasure') =>
    save(async () => {
      const endpoint = kind === 'export' ? endpoints.privacy.requestExport : endpoints.privacy.requestErasure;
      await call(endpoint, { body: { personId } });
      setConfirming(false);
      toast.success(kind === 'export' ? t('The copy is being made. A mail with its link follows.') : t('The erasure has been asked for.'));
      requests.reload();
    });

  const line = (request: PrivacyRequest) => (
    <li key={request.id} className={styles.item}>
      <span>{t(KIND_TEXTS[request.kind])}</span>
      <span className={textStyles.muted}>{formatDate(request.createdAt, zone)}</span>
      <span>{t(STATE_TEXTS[request.state])}</span>
      {isDownloadable(request, Date.now()) && (
        <a className={textStyles.link} href={exportFileUrl(request.id)} download>
          {t('Download (until {date})', { date: formatDate(request.expiresAt, zone) })}
        </a>
      )}
    </li>
  );

  return (
    <Card title={own ? t('Your data') : t('Personal data')}>
      <div className={layoutStyles.stack}>
        <p className={textStyles.muted}>
          {t('A copy of everything StudyDesk holds, as a ZIP with a page to read it, mailed as a link that works for 7 days. An erasure is decided by an admin within a month.')}
        </p>
        <FormError message={error} />
        <div className={layoutStyles.cluster}>
          <Button variant="secondary" disabled={saving} onClick={() => void ask('export')}>
            {own ? t('Download my data') : t('Download their data')}
          </Button>
          <Button variant="secondary" disabled={saving || hasOpenErasure(requests.data ?? [])} onClick={() => setConfirming(true)}>
            {own ? t('Erase my data') : t('Erase their data')}
          </Button>
        </div>
        <ResourceContent resource={requests} isEmpty={(data) => data.length === 0}>
          {(data) => <ul className={layoutStyles.list}>{data.map(line)}</ul>}
        </ResourceContent>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Erase this data?')}
        description={t('Names, e-mail, picture, comments, answers and reviews are erased and sign-in ends. Pay records are kept under a pseudonym until their retention date.')}
        footer={
          <CancelThen onCancel={() => setConfirming(false)}>
            <Button variant="danger" disabled={saving} onClick={() => void ask('erasure')}>
              {t('Ask for the erasure')}
            </Button>
          </CancelThen>
        }
      />
    </Card>
  );
}
