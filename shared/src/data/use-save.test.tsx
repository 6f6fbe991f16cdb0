import { act, renderHook } from '@testing-library/react';
import { toasts$ } from '@studydesk/shared/toasts';
import { useSave } from './use-save';

describe('useSave — a form\'s round trip', () => {
  afterEach(() => toasts$.next([]));

  it('is saving while the request runs, then clears', async () => {
    const { result } = renderHook(() => useSave());
    let finish: () => void = () => undefined;
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.save(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.saving).toBe(true);
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current).toMatchObject({ saving: false, error: null });
  });

  it('keeps the server\'s message for the form and shows it as a toast', async () => {
    const { result } = renderHook(() => useSave());
    await act(() => result.current.save(() => Promise.reject(new Error('The code is already used'))));
    expect(result.current).toMatchObject({ saving: false, error: 'The code is already used' });
    expect(toasts$.getValue().map((shown) => [shown.kind, shown.message])).toEqual([['error', 'The code is already used']]);
  });
});
