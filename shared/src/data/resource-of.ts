import { errorMessage } from '@studydesk/shared/api-client';
import type { ListState } from '@studydesk/shared/lists';
import type { ResourceState } from './use-resource';

export type LoadedResource<T> = ResourceState<T> & { reload: () => void };

/**
 * A loading state kept elsewhere (a reducer that also edits the data, a keyset page) as the
 * state `ResourceContent` shows: `data` undefined is "nothing on hand yet"; an error with no
 * request running is a failure.
 */
export function resourceOf<T>(state: { data: T | undefined; loading: boolean; error: string | null }, reload: () => void): LoadedResource<T> {
  const { data, loading, error } = state;
  if (error !== null && !loading) return { status: 'failed', data, error, reload };
  if (loading || data === undefined) return { status: 'loading', data, error: null, reload };
  return { status: 'ready', data, error: null, reload };
}

/**
 * A list's state (`useList`, `useAccumulatingList`, a list reducer) as a resource: its rows
 * count as on hand unless they belong to another query (`isNew`) or the first page is
 * still on its way.
 */
export function listResource<T>(state: Pick<ListState<T>, 'data' | 'isNew' | 'loading' | 'error'>, reload: () => void): LoadedResource<readonly T[]> {
  const waiting = state.isNew || (state.loading && state.data.length === 0);
  return resourceOf({ data: waiting ? undefined : state.data, loading: state.loading, error: state.error ? errorMessage(state.error) : null }, reload);
}
