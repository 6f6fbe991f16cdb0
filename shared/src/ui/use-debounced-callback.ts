import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** runs a pending call now (Enter in a search box) */
  flush: () => void;
  cancel: () => void;
}

/** Calls `callback` once `delayMs` have passed without another call; the latest arguments win. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): Debounced<A> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  useEffect(() => {
    latest.current = callback;
  });

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) latest.current(...args);
  }, [cancel]);

  // A call still pending when the component goes away is dropped, not run on a dead screen.
  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = ((...args: A) => {
      pending.current = args;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    }) as Debounced<A>;
    debounced.flush = flush;
    debounced.cancel = cancel;
    return debounced;
  }, [delayMs, flush, cancel]);
}
