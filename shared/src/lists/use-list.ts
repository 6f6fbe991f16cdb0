import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { listActions, type ListAction } from './actions';
import { accumulatingListReducer } from './accumulating-reducer';
import { pagedListReducer } from './paged-reducer';
import { useAbortableRequest } from './request-runner';
import { listQuery, type ListQuery, type ListState } from './state';

/** One page as every list call answers it (`{ results, total }`). */
export interface ListPage<T> {
  results: readonly T[];
  total: number;
}

/** Fetches one page; must pass `signal` on (the API client takes it) so stale requests stop. */
export type ListFetcher<T, O extends string = string> = (query: ListQuery<O>, signal: AbortSignal) => Promise<ListPage<T>>;

export type ListMode = 'paged' | 'accumulating';

export interface ListOptions<T = unknown> {
  /** false holds the first request back, e.g. until a dialog opens */
  enabled?: boolean;
  /**
   * The first query's answer, already in hand (asked for before the list was drawn): the
   * list starts with it and does not ask again; any change of the query asks as usual.
   */
  answered?: ListPage<T>;
}

/** The list reducer as React state (the hooks below add the loading). */
function useListState<T, O extends string = string>(
  initial: ListState<T, O>,
  mode: ListMode = 'paged',
): [ListState<T, O>, Dispatch<ListAction<T, O>>] {
  const reducer = mode === 'paged' ? pagedListReducer<T, O> : accumulatingListReducer<T, O>;
  return useReducer(reducer, initial);
}

function useLatest<V>(value: V) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * One request each time `trigger` changes, the previous one aborted, so while someone
 * types only the newest search can land (an older, slower answer is dropped).
 */
function useQueryRequest<T, O extends string>(
  trigger: string,
  query: ListQuery<O>,
  fetcher: ListFetcher<T, O>,
  dispatch: Dispatch<ListAction<T, O>>,
  enabled: boolean,
) {
  useAbortableRequest<ListPage<T>>(
    trigger,
    (signal) => fetcher(query, signal),
    {
      started: () => dispatch(listActions.loadStarted()),
      succeeded: (page) => dispatch(listActions.loaded(page.results, page.total)),
      failed: (error) => dispatch(listActions.failed(error)),
    },
    enabled,
  );
}

export interface PagedListApi<T, O extends string> {
  state: ListState<T, O>;
  dispatch: Dispatch<ListAction<T, O>>;
  /** asks for the current page again (after an error, or after a change elsewhere) */
  reload: () => void;
}

/** `initial` with `answered` loaded into it, as the reducer would after asking. */
function loadedState<T, O extends string>(initial: ListState<T, O>, mode: ListMode, answered: ListPage<T> | undefined): ListState<T, O> {
  if (!answered) return initial;
  const reducer = mode === 'paged' ? pagedListReducer<T, O> : accumulatingListReducer<T, O>;
  return reducer(reducer(initial, listActions.loadStarted()), listActions.loaded(answered.results, answered.total));
}

/** The state both fetched lists keep: the reducer, its query, and a generation that asks again when raised. */
function useFetchedListState<T, O extends string>(initial: ListState<T, O>, mode: ListMode, answered?: ListPage<T>) {
  const [state, dispatch] = useListState<T, O>(loadedState(initial, mode, answered), mode);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, dispatch, query: listQuery(state), generation, reload };
}

/**
 * True while `trigger` is still the one `answered` was the answer to: that request is not
 * made. Once the trigger changes it is forgotten, so coming back to the same query asks.
 */
function useAnsweredTrigger(trigger: string, answered: unknown): boolean {
  const [answeredTrigger, setAnsweredTrigger] = useState<string | null>(answered ? trigger : null);
  if (answeredTrigger !== null && answeredTrigger !== trigger) setAnsweredTrigger(null);
  return answeredTrigger === trigger;
}

/** A previous/next paged list wired to its fetcher: any change of the query fetches. */
export function usePagedList<T, O extends string = string>(
  fetcher: ListFetcher<T, O>,
  initial: ListState<T, O>,
  { enabled = true, answered }: ListOptions<T> = {},
): PagedListApi<T, O> {
  const { state, dispatch, query, generation, reload } = useFetchedListState(initial, 'paged', answered);
  const trigger = JSON.stringify({ ...query, generation });
  const alreadyAnswered = useAnsweredTrigger(trigger, answered);
  useQueryRequest(trigger, query, fetcher, dispatch, enabled && !alreadyAnswered);
  return { state, dispatch, reload };
}

export interface AccumulatingListApi<T, O extends string> extends PagedListApi<T, O> {
  /** appends the next page, when there is one and nothing is loading */
  loadMore: () => void;
}

/** A "load more" list wired to its fetcher: a new query starts again from page 0. */
export function useAccumulatingList<T, O extends string = string>(
  fetcher: ListFetcher<T, O>,
  initial: ListState<T, O>,
  { enabled = true }: ListOptions = {},
): AccumulatingListApi<T, O> {
  const { state, dispatch, query, generation, reload } = useFetchedListState(initial, 'accumulating');
  // pageIndex stays out of the trigger: each loaded page raises it, which must not fetch
  // the next page by itself. loadMore and reload bump the generation instead.
  const { pageIndex: _pageIndex, ...base } = query;
  useQueryRequest(JSON.stringify({ ...base, generation }), query, fetcher, dispatch, enabled);
  const progress = useLatest({ hasMore: state.hasMore, loading: state.loading });
  const loadMore = useCallback(() => {
    if (progress.current.hasMore && !progress.current.loading) reload();
  }, [progress, reload]);
  return { state, dispatch, loadMore, reload };
}
