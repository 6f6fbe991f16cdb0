import { useState } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource, useSiteTimeZone } from '@studydesk/shared/data';
import { formatTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, Card, EmptyState, layoutStyles, ResourceContent } from '@studydesk/shared/ui';
import { throttleEffect, throttleSubject } from '../model/login-throttles';
import styles from './site-settings.module.css';

/** Failed sign-ins being counted now (who is being guessed at, from where), each with a Clear button. */
export function LoginThrottles() {
  const t = useT();
  const zone = useSiteTimeZone();
  const throttles = useResource('login-throttles', async (signal) => (await call(endpoints.auth.throttles, { signal })).data.throttles);
  const [clearing, setClearing] = useState<string | null>(null);

  async function clear(key: string) {
    setClearing(key);
    try {
      await call(endpoints.auth.clearThrottle, { params: { key } });
      toast.success(t('Cleared'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setClearing(null);
      throttles.reload();
    }
  }

  return (
    <Card title={t('Sign-in throttles')} data-testid="login-throttles">
      <ResourceContent resource={throttles} isEmpty={(data) => data.length === 0} empty={<EmptyState compact title={t('No failed sign-ins are being counted')} />}>
        {(data) => (
          <ul className={layoutStyles.list}>
            {data.map((throttle) => (
              <li key={throttle.key} className={styles.throttle}>
                <span className={styles.throttleText}>
                  <strong>{throttleSubject(throttle, t)}</strong>
                  <span>
                    {throttleEffect(throttle, t)} · {t('until {time}', { time: formatTime(throttle.resetAt, zone) })}
                  </span>
                </span>
                <Button size="sm" onClick={() => void clear(throttle.key)} loading={clearing === throttle.key} disabled={clearing !== null}>
                  {t('Clear')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ResourceContent>
    </Card>
  );
}
