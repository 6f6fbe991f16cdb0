import { act, renderHook, waitFor } from '@testing-library/react';
import { listActions } from './actions';
import { initialListState, type ListQuery } from './state';
import { useAccumulatingList, usePagedList, type ListPage } from './use-list';

type Row = { id: number; q: string };

/** A fetcher whose answers the test releases one by one, in any order. */
function controlledFetcher() {
  const calls: { query: ListQuery; signal: AbortSignal; resolve: (page: ListPage<Row>) => void; reject: (e: unknown) => void }[] = [];
  const fetcher = jest.fn(
    (query: ListQuery, signal: AbortSignal) =>
      new Promise<ListPage<Row>>((resolve, reject) => calls.push({ query, signal, resolve, reject })),
  );
  return { fetcher, calls };
}

describe('usePagedList', () => {
  it('fetches the first page and stores it', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result } = renderHook(() => usePagedList(fetcher, initialListState<Row>({ pageSize: 10 })));
    expect(result.current.state.loading).toBe(true);
    expect(calls[0].query).toEqual({ pageIndex: 0, pageSize: 10, search: '', direction: 'desc' });
    await act(async () => calls[0].resolve({ results: [{ id: 1, q: '' }], total: 25 }));
    expect(result.current.state).toMatchObject({ loading: false, total: 25, hasMore: true, isNew: false });
  });

  it('aborts a stale search so fast typing never shows older results', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result } = renderHook(() => usePagedList(fetcher, initialListState<Row>()));
    act(() => result.current.dispatch(listActions.searchChanged('a')));
    act(() => result.current.dispatch(listActions.searchChanged('an')));
    expect(calls.map((call) => call.query.search)).toEqual(['', 'a', 'an']);
    expect(calls[1].signal.aborted).toBe(true);
    await act(async () => calls[2].resolve({ results: [{ id: 2, q: 'an' }], total: 1 }));
    await act(async () => calls[1].resolve({ results: [{ id: 1, q: 'a' }], total: 1 }));
    expect(result.current.state.data).toEqual([{ id: 2, q: 'an' }]);
  });

  it('stores a failure and asks again on reload', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result } = renderHook(() => usePagedList(fetcher, initialListState<Row>()));
    await act(async () => calls[0].reject(new Error('offline')));
    expect(result.current.state.error).toEqual(new Error('offline'));
    act(() => result.current.reload());
    expect(calls).toHaveLength(2);
    expect(result.current.state).toMatchObject({ loading: true, error: null });
  });

  it('starts with an answer already in hand without asking, and asks on the next query or a reload', () => {
    const { fetcher, calls } = controlledFetcher();
    const answered = { results: [{ id: 1, q: '' }], total: 25 };
    const { result } = renderHook(() => usePagedList(fetcher, initialListState<Row>({ pageSize: 10 }), { answered }));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.state).toMatchObject({ loading: false, isNew: false, total: 25, hasMore: true, data: [{ id: 1, q: '' }] });
    act(() => result.current.dispatch(listActions.nextPage()));
    expect(calls.map((call) => call.query.pageIndex)).toEqual([1]);
    act(() => result.current.dispatch(listActions.previousPage()));
    // back on the first page: the answer in hand is not taken twice
    expect(calls.map((call) => call.query.pageIndex)).toEqual([1, 0]);
    act(() => result.current.reload());
    expect(calls).toHaveLength(3);
  });

  it('waits while disabled', () => {
    const { fetcher } = controlledFetcher();
    renderHook(() => usePagedList(fetcher, initialListState<Row>(), { enabled: false }));
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('useAccumulatingList', () => {
  it('loads more on request only, and appends', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result } = renderHook(() => useAccumulatingList(fetcher, initialListState<Row>({ pageSize: 2 })));
    await act(async () => calls[0].resolve({ results: [{ id: 1, q: '' }, { id: 2, q: '' }], total: 3 }));
    expect(calls).toHaveLength(1); // a loaded page does not fetch the next one by itself
    act(() => result.current.loadMore());
    expect(calls[1].query.pageIndex).toBe(1);
    await act(async () => calls[1].resolve({ results: [{ id: 3, q: '' }], total: 3 }));
    expect(result.current.state.data.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(result.current.state.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(calls).toHaveLength(2);
  });

  it('starts again from page 0 when the search changes', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result } = renderHook(() => useAccumulatingList(fetcher, initialListState<Row>({ pageSize: 1 })));
    await act(async () => calls[0].resolve({ results: [{ id: 1, q: '' }], total: 5 }));
    act(() => result.current.dispatch(listActions.searchChanged('x')));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].query).toMatchObject({ pageIndex: 0, search: 'x' });
    await act(async () => calls[1].resolve({ results: [{ id: 9, q: 'x' }], total: 1 }));
    expect(result.current.state.data).toEqual([{ id: 9, q: 'x' }]);
  });
});
