import { useSyncExternalStore } from 'react';
import { combineLatest, map } from 'rxjs';
import { pendingRequests$ } from '@studydesk/shared/api-client';
import { useT } from '@studydesk/shared/i18n';
import { loadingRemotes$ } from '../remotes/remote-state';
import { useDelayedFlag } from './use-delayed-flag';
import styles from './loading-indicator.module.css';

/** docs/product-rules.md#r-load-1: a loading indicator appears after 300 ms. */
const LOADING_INDICATOR_DELAY_MS = 300;

const busy$ = combineLatest([pendingRequests$, loadingRemotes$]).pipe(map(([calls, remotes]) => calls > 0 || remotes.size > 0));
let busy = false;
busy$.subscribe((value) => {
  busy = value;
});

function subscribe(onChange: () => void) {
  const subscription = busy$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

export function LoadingIndicator() {
  const t = useT();
  const active = useSyncExternalStore(subscribe, () => busy, () => busy);
  const shown = useDelayedFlag(active, LOADING_INDICATOR_DELAY_MS);
  if (!shown) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t('Loading')} data-testid="loading-indicator" />;
}
