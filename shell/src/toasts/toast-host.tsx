import { useEffect, useState, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, dismissToast, runToastAction, toasts$, type Toast } from '@studydesk/shared/toasts';
import { useT } from '@studydesk/shared/i18n';
import styles from './toast-host.module.css';

function subscribe(onChange: () => void) {
  const subscription = toasts$.subscribe(onChange);
  return () => subscription.unsubscribe();
}
const snapshot = () => toasts$.getValue();

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  // a toast with an action waits while it is pointed at or focused: its button can be reached
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = toast.action !== undefined && (hovered || focused);
  useEffect(() => {
    if (held) return undefined;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, held]);
  return (
    <div
      className={styles.toast}
      data-kind={toast.kind}
      data-testid="toast"
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span className={styles.message}>{toast.message}</span>
      {toast.action ? (
        <button type="button" className={styles.action} onClick={() => runToastAction(toast.id)}>
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className={styles.close} aria-label={t('Dismiss')} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * docs/product-rules.md#r-toast-1: toasts top centre, newest on top, dismissed after 2000 ms. Above every dialog
 * and overlay; a live region, always in the page, so each new toast is read out (a modal
 * dialog hides the rest of the page from screen readers, but not live regions).
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className={styles.host} aria-live="polite" aria-relevant="additions text" data-toast-host="" data-testid="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
