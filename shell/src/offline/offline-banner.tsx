import { useT } from '@studydesk/shared/i18n';
import styles from './offline-banner.module.css';

/** Shown across the top while the device has no connection: what still works, and that answers wait. */
export function OfflineBanner() {
  const t = useT();
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      {t('You are offline. Your review and the pages you opened still work; answers are sent when the connection returns.')}
    </div>
  );
}
