import { useSyncExternalStore } from 'react';
import { useT } from '@studydesk/shared/i18n';
import styles from './offline-banner.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const online = () => navigator.onLine;

/** The browser's word on the connection; re-renders when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}

/** Shown across the top while the device has no connection: what still works, and that answers wait. */
export function OfflineBanner() {
  const t = useT();
  if (useOnline()) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      {t('You are offline. Your review and the pages you opened still work; answers are sent when the connection returns.')}
    </div>
  );
}
