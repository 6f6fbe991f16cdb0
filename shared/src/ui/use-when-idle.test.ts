import { act, render, renderHook, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
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
});
