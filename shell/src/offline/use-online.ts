import { useSyncExternalStore } from 'react';

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
