import { Component as ReactComponent, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { ErrorState } from './error-state';

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

/** The code of a lazy part could not be fetched (offline, a new deployment): not a bug in it. */
class LoadFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('The code of this part could not be loaded');
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <ErrorState compact title={t('{what} could not be loaded', { what: t('This part of StudyDesk') })} onRetry={onRetry} testId="load-failed" />;
}

/**
 * Shows a failed fetch of a lazy part's code where the part would be, with a retry,
 * instead of letting it take down the whole area. Any other error passes on to the
 * boundaries above: it is a bug in the part, not a network problem.
 */
class LoadFailureBoundary extends ReactComponent<{ onRetry: () => void; children: ReactNode }, { failed: unknown }> {
  override state = { failed: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof LoadFailure)) throw failed;
    return <LoadFailed onRetry={this.props.onRetry} />;
  }
}

/**
 * A component in a chunk of its own whose code is fetched at the first idle moment after a
 * screen that may show it has mounted (`usePreload` in that screen), so the click that
 * shows it finds the code there; shown sooner, it suspends until the code is in
 * (docs/conventions.md#dialogs-that-open-on-a-click). If the code cannot be fetched, the
 * part shows "could not be loaded" with a retry in its place; the retry fetches it again.
 *
 *   const { Component: Body, usePreload } = lazyWhenIdle(() => import('./body'), (m) => m.Body);
 */
export function lazyWhenIdle<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  // React keeps a lazy component's failure for good: a retry needs a new one
  const makeLazy = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          throw new LoadFailure(error);
        },
      ),
    );
  let Lazy = makeLazy();
  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const Part = Lazy as unknown as ComponentType<P>;
    const retry = () => {
      Lazy = makeLazy();
      setAttempt((n) => n + 1);
    };
    return (
      <LoadFailureBoundary key={attempt} onRetry={retry}>
        <Part {...props} />
      </LoadFailureBoundary>
    );
  }
  return {
    Component: LazyPart,
    usePreload: () => useEffect(() => whenIdle(() => void load().catch(() => undefined)), []),
  };
}
