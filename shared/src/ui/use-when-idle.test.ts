import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Component, createElement, Suspense, type ReactNode } from 'react';
import { lazyWhenIdle, useIdleAfter, whenIdle } from './use-when-idle';

// where idle callbacks exist or not, whatever the test browser has
const idle = window as unknown as Record<string, unknown>;

describe('work left for an idle moment', () => {
  afterEach(() => {
    delete idle.requestIdleCallback;
    delete idle.cancelIdleCallback;
    jest.useRealTimers();
  });

  it('runs when the browser says it is idle, with the longest wait it may take', () => {
    const asked: Array<{ run: () => void; timeout?: number }> = [];
    idle.requestIdleCallback = (run: () => void, options?: { timeout: number }) => asked.push({ run, timeout: options?.timeout });
    idle.cancelIdleCallback = jest.fn();
    const run = jest.fn();
    whenIdle(run, 1500);
    expect(run).not.toHaveBeenCalled();
    expect(asked[0].timeout).toBe(1500);
    asked[0].run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after a short delay where there are no idle callbacks, and not once cancelled', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('turns a flag on only after it is on and an idle moment has passed', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ on }) => useIdleAfter(on), { initialProps: { on: false } });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
    rerender({ on: true });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });

  it('a lazy part: its code is fetched once the screen that may show it has had an idle moment, and it renders from it', async () => {
    jest.useFakeTimers();
    const load = jest.fn(async () => ({ Part: ({ text }: { text: string }) => createElement('p', null, text) }));
    const { Component, usePreload } = lazyWhenIdle(load, (module) => module.Part);
    renderHook(() => usePreload());
    expect(load).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(load).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    render(createElement(Suspense, { fallback: 'loading' }, createElement(Component, { text: 'the part' })));
    expect(await screen.findByText('the part')).toBeTruthy();
  });

  it('a lazy part whose code cannot be fetched says so in its place, and its retry fetches the code again', async () => {
    const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new Error('Loading chunk 42 failed');
      return { Part: () => createElement('p', null, 'the part') };
    });
    const { Component: Part } = lazyWhenIdle(load, (module) => module.Part);
    render(createElement('main', null, createElement('h1', null, 'the screen'), createElement(Suspense, { fallback: 'loading' }, createElement(Part))));
    expect(await screen.findByTestId('load-failed')).toBeTruthy();
    expect(screen.getByText('the screen')).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(screen.queryByTestId('load-failed')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    silence.mockRestore();
  });

  it('an error in the part itself is not taken for a failed fetch: it reaches the boundary above', async () => {
    const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): ReactNode => {
      throw new Error('a bug in the part');
    };
    const { Component: Part } = lazyWhenIdle(async () => ({ Broken }), (module) => module.Broken);
    class Above extends Component<{ children: ReactNode }, { error: string | null }> {
      override state = { error: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ? createElement('p', null, `above: ${this.state.error}`) : this.props.children;
      }
    }
    render(createElement(Above, null, createElement(Suspense, { fallback: 'loading' }, createElement(Part))));
    expect(await screen.findByText('above: a bug in the part')).toBeTruthy();
    expect(screen.queryByTestId('load-failed')).toBeNull();
    silence.mockRestore();
  });
});
