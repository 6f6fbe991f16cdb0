import { useState } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { CalendarFeedCreated } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource, useSiteTimeZone } from '@studydesk/shared/data';
import { formatDateTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, cx, Dialog, layoutStyles, ResourceContent } from '@studydesk/shared/ui';
import type { FeedOffer } from '../model/feed-offer';
import styles from './calendar.module.css';

/**
 * The private calendar feed of the signed-in teacher or student, or of a guardian (their
 * students' lessons): turned on, its secret address shown once to copy into a calendar
 * app, replaced or turned off.
 */
export function FeedDialog({ offer }: { offer: FeedOffer }) {
  const t = useT();
  const zone = useSiteTimeZone();
  const [open, setOpen] = useState(false);
  const status = useResource('calendar-feed', async (signal) => (await call(endpoints.calendar.feedStatus, { signal })).data, { enabled: open });
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    run(async () => {
      // a new secret address: any older one stops working
      setCreated((await call(endpoints.calendar.createFeed)).data);
      status.reload();
    });
  const turnOff = () =>
    run(async () => {
      await call(endpoints.calendar.deleteFeed);
      setCreated(null);
      status.reload();
      toast.success(t('Calendar feed turned off'));
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('Address copied'));
    } catch {
      toast.error(t('Copy failed: select the address and copy it'));
    }
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCreated(null);
      }}
      trigger={
        <Button size="sm" variant="ghost">
          {t('Subscribe')}
        </Button>
      }
      title={t('Calendar feed')}
      description={
        offer === 'students'
          ? t('The lessons of every student you follow, in Google Calendar, Outlook or Apple Calendar: subscribe to this private address. Anyone who has it can see these lessons.')
          : t('Your lessons in Google Calendar, Outlook or Apple Calendar: subscribe to this private address. Anyone who has it can see your lessons.')
      }
      footer={
        <>
          {enabled ? (
            <Button variant="danger" disabled={busy} onClick={() => void turnOff()}>
              {t('Turn off')}
            </Button>
          ) : null}
          <Button variant="primary" disabled={busy || status.status === 'loading'} onClick={() => void turnOn()}>
            {enabled ? t('New address') : t('Turn on')}
          </Button>
        </>
      }
    >
      <ResourceContent resource={status}>
        {(feed) =>
          created ? (
            <div className={cx(layoutStyles.stack, styles.feed)}>
              <p>{t('Copy this address now: it is shown only once.')}</p>
              <div className={styles.feedRow}>
                <input className={styles.feedUrl} readOnly value={created.url} aria-label={t('Feed address')} onFocus={(event) => event.currentTarget.select()} />
                <Button size="sm" onClick={() => void copy(created.url)}>
                  {t('Copy')}
                </Button>
              </div>
            </div>
          ) : (
            <p className={cx(layoutStyles.stack, styles.feed)}>
              {feed.enabled && feed.createdAt
                ? `${t('The feed is on since')} ${formatDateTime(feed.createdAt, zone)}. ${t('A new address replaces the old one.')}`
                : t('The feed is off.')}
            </p>
          )
        }
      </ResourceContent>
    </Dialog>
  );
}
