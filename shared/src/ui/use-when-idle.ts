import { lazy, useEffect, useState, type ComponentType } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` when the browser has nothing else to do, and at the latest after `timeoutMs`:
 * work a screen needs soon but not now (code a click will want, a part below the first
 * screen) then neither delays what the user waits for nor blocks their first input.
 * Browsers without idle callbacks run it after a short delay. Returns a cancel.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(run, { timeout: timeoutMs });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/** False until `on` has been true and the browser has had an idle moment since; then as `on`. */
export function useIdleAfter(on: boolean, timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (on && !idle ? whenIdle(() => setIdle(true), timeoutMs) : undefined), [on, idle, timeoutMs]);
  return on && idle;
}

/**
 * A component in a chunk of its own whose code is fetched at the first idle moment after a
 * screen that may show it has mounted (`usePreload` in that screen), so the click that
 * shows it finds the code there; shown sooner, it suspends until the code is in
 * (docs/conventions.md#dialogs-that-open-on-a-click).
 *
 *   const { Component: Body, usePreload } = lazyWhenIdle(() => import('./body'), (m) => m.Body);
 */
export function lazyWhenIdle<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return {
    Component: lazy(() => load().then((module) => ({ default: pick(module) }))),
    usePreload: () => useEffect(() => whenIdle(() => void load().catch(() => undefined)), []),
  };
}
