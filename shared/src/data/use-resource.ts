import { useCallback, useEffect, useState } from 'react';
import { filter } from 'rxjs';
import { errorMessage } from '@studydesk/shared/api-client';
import { useAbortableRequest } from '@studydesk/shared/lists';
import { events$, type AppEventType } from '@studydesk/shared/session';
import type { ResourceState } from '@studydesk/shared/ui/core';

export type { ResourceState };

export interface ResourceOptions {
  /** false holds the request back, e.g. until a dialog opens */
  enabled?: boolean;
  /** session bus events that mean the data changed: each one loads it again */
  refetchOn?: readonly AppEventType[];
}

type Stored<T> = ResourceState<T> & { key: string };

const NO_EVENTS: readonly AppEventType[] = [];

/**
 * Data for a screen, the one way the browser loads it: `load` runs now and whenever `key`
 * changes (the previous request is aborted, and so is a request running at unmount), on
 * `reload`, and when a `refetchOn` event arrives on the session bus. While it runs again
 * for the same key the last data stays (the screen does not blank); a new key starts
 * without data. Errors arrive as the message to show (the server's `{ message }`).
 */
export function useResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: ResourceOptions = {},
): ResourceState<T> & { reload: () => void } {
  const { enabled = true, refetchOn = NO_EVENTS } = options;
  const [stored, setStored] = useState<Stored<T>>({ status: 'loading', data: undefined, error: null, key });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useAbortableRequest<T>(
    JSON.stringify([key, generation]),
    load,
    {
      started: () =>
        setStored((current) => {
          const data = current.key === key ? current.data : undefined;
          return current.status === 'loading' && current.key === key ? current : { status: 'loading', data, error: null, key };
        }),
      succeeded: (data) => setStored({ status: 'ready', data, error: null, key }),
      failed: (error) =>
        setStored((current) => ({ status: 'failed', data: current.key === key ? current.data : undefined, error: errorMessage(error), key })),
    },
    enabled,
  );

  const events = refetchOn.join(' ');
  useEffect(() => {
    if (!events || !enabled) return undefined;
    const types = new Set(events.split(' '));
    const subscription = events$.pipe(filter((event) => types.has(event.type))).subscribe(reload);
    return () => subscription.unsubscribe();
  }, [events, enabled, reload]);

  const { key: loadedKey, ...state } = stored;
  // A key that changed since the last render is loading, whatever the old key's state was.
  const current: ResourceState<T> = loadedKey === key ? state : { status: 'loading', data: undefined, error: null };
  return { ...current, reload };
}
