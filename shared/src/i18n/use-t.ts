import { useSyncExternalStore } from 'react';
import { dictionary$, t, type DictionaryState } from './dictionary';

function subscribe(onChange: () => void) {
  const subscription = dictionary$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

function snapshot(): DictionaryState {
  return dictionary$.getValue();
}

/** `t` for components: re-renders when the dictionary or language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return t;
}
