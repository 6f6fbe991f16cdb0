import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, dismissToast, toasts$, type Toast } from '@studydesk/shared/toasts';
import { useT } from '@studydesk/shared/i18n';
import styles from './toast-host.module.css';

function subscribe(onChange: () => void) {
  const subscription = toasts$.subscribe(onChange);
  return () => subscription.unsubscribe();
}
const snapshot = () => toasts$.getValue();

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <li className={styles.toast} data-kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className={styles.message}>{toast.message}</span>
      <button type="button" className={styles.close} aria-label={t('Dismiss')} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </li>
  );
}

/** spec §8: toasts top centre, newest on top, dismissed after 2000 ms. */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <ol className={styles.host} aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}
