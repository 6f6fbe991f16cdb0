import { useEffect, useRef } from 'react';

export interface RequestHandlers<T> {
  started: () => void;
  succeeded: (value: T) => void;
  failed: (error: unknown) => void;
}

/**
 * The one abort/loading implementation behind every browser data hook (useResource, the
 * list hooks): runs `run` each time `trigger` changes while `enabled`, aborts the previous
 * request then and on unmount, and drops any answer that arrives after its abort, so an
 * older, slower answer can never overwrite a newer one. `run` and `handlers` are read
 * when the request starts, not on every render. Not meant for features: use useResource
 * from @studydesk/shared/data or the list hooks.
 */
export function useAbortableRequest<T>(
  trigger: string,
  run: (signal: AbortSignal) => Promise<T>,
  handlers: RequestHandlers<T>,
  enabled: boolean,
): void {
  const latest = useRef({ run, handlers });
  // Declared before the request effect, so it is current when that effect runs.
  useEffect(() => {
    latest.current = { run, handlers };
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const { run: start, handlers: on } = latest.current;
    on.started();
    let request: Promise<T>;
    try {
      request = start(controller.signal);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (value) => {
        if (!controller.signal.aborted) latest.current.handlers.succeeded(value);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) latest.current.handlers.failed(error);
      },
    );
    return () => controller.abort();
  }, [trigger, enabled]);
}
