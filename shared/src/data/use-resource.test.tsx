import { act, renderHook } from '@testing-library/react';
import { publish } from '@studydesk/shared/session';
import { useResource } from './use-resource';

/** A loader whose answers the test releases one by one, in any order. */
function controlledLoader<T>() {
  const calls: { key: string; signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const loader = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { loader, calls };
}

describe('useResource', () => {
  it('loads, then is ready with the data', async () => {
    const { loader, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useResource('a', loader('a')));
    expect(result.current).toMatchObject({ status: 'loading', data: undefined, error: null });
    await act(async () => calls[0].resolve('A'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'A', error: null });
  });

  it('aborts the request on unmount', () => {
    const { loader, calls } = controlledLoader<string>();
    const { unmount } = renderHook(() => useResource('a', loader('a')));
    expect(calls[0].signal.aborted).toBe(false);
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('aborts the previous request when the key changes and drops its late answer', async () => {
    const { loader, calls } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ key }) => useResource(key, loader(key)), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    expect(calls[0].signal.aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'loading', data: undefined });
    await act(async () => calls[1].resolve('B'));
    await act(async () => calls[0].resolve('A (stale)'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'B' });
  });

  it('starts a new key without the old key’s data', async () => {
    const { loader, calls } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ key }) => useResource(key, loader(key)), { initialProps: { key: 'a' } });
    await act(async () => calls[0].resolve('A'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', data: undefined });
  });

  it('reloads on request and keeps the last data while it runs', async () => {
    const { loader, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useResource('a', loader('a')));
    await act(async () => calls[0].resolve('A1'));
    act(() => result.current.reload());
    expect(calls).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'loading', data: 'A1', error: null });
    await act(async () => calls[1].resolve('A2'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'A2' });
  });

  it('stores the error as the message to show, keeps the data, and retries on reload', async () => {
    const { loader, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useResource('a', loader('a')));
    await act(async () => calls[0].resolve('A1'));
    act(() => result.current.reload());
    const failedCall = Object.assign(new Error('Request failed with status code 403'), {
      response: { status: 403, data: { message: 'You do not teach this study plan' } },
    });
    await act(async () => calls[1].reject(failedCall));
    expect(result.current).toMatchObject({ status: 'failed', data: 'A1', error: 'You do not teach this study plan' });
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', error: null });
  });

  it('loads again when one of its refetchOn events arrives on the bus, not on others', async () => {
    const { loader, calls } = controlledLoader<string>();
    const { result, unmount } = renderHook(() => useResource('a', loader('a'), { refetchOn: ['comment/added'] }));
    await act(async () => calls[0].resolve('A1'));
    act(() => publish({ type: 'activity/deleted', activityId: 1, studyPlanId: 2 }));
    expect(calls).toHaveLength(1);
    act(() => publish({ type: 'comment/added', activityId: 1, studyPlanId: 2 }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve('A2'));
    expect(result.current.data).toBe('A2');
    unmount();
    act(() => publish({ type: 'comment/added', activityId: 1, studyPlanId: 2 }));
    expect(calls).toHaveLength(2);
  });

  it('waits while disabled and loads once enabled', () => {
    const { loader, calls } = controlledLoader<string>();
    const { rerender } = renderHook(({ enabled }) => useResource('a', loader('a'), { enabled }), { initialProps: { enabled: false } });
    expect(calls).toHaveLength(0);
    rerender({ enabled: true });
    expect(calls).toHaveLength(1);
  });
});
