import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';

export type RequestState<T> = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; data: T };

/**
 * Runs `load` now and whenever `key` changes (the previous request is aborted), with
 * `retry` for an error state. `load` is read when the key changes, not on every render.
 */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RequestState<T> & { retry: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [current] = useState(() => ({ load }));
  current.load = load;
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt, current]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
