import { useMemo, useSyncExternalStore } from 'react';
import { dictionary$, t, type DictionaryState } from './dictionary';

function subscribe(onChange: () => void) {
  const subscription = dictionary$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

function snapshot(): DictionaryState {
  return dictionary$.getValue();
}

/**
 * `t` for components: re-renders when the dictionary or language changes, and is a new
 * function each time it does, so memoised texts (`useMemo(…, [t])`, column definitions)
 * are worked out again in the new language.
 */
export function useT(): typeof t {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    void state;
    return (key: string, params?: Parameters<typeof t>[1]) => t(key, params);
  }, [state]);
}
