import { createRoot, type Root } from 'react-dom/client';
import { unloadApplication, type LifeCycleFn, type LifeCycles } from 'single-spa';
import { toast } from '@studydesk/shared/toasts';
import { t } from '@studydesk/shared/i18n';
import { AreaError } from '@studydesk/shared/federation';

type AnyLifecycle<P> = LifeCycleFn<P> | Array<LifeCycleFn<P>>;

async function run<P>(lifecycle: AnyLifecycle<P> | undefined, props: P): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props as never);
}

interface AreaProps {
  domElementGetter: () => HTMLElement;
}

/** Shows the fallback in the application's own area and says so once in a toast. */
function showFallback(name: string, props: AreaProps, error: unknown): Root {
  console.error(`${name} failed`, error);
  toast.error(t('A part of StudyDesk could not be loaded. The rest keeps working.'));
  const root = createRoot(props.domElementGetter());
  root.render(<AreaError onRetry={() => window.location.reload()} />);
  return root;
}

/**
 * Lifecycles for a remote that could not be loaded. Unmounting unloads the application,
 * so the next visit to its route loads it afresh (a redeployed remote recovers).
 */
export function fallbackLifecycles<P extends AreaProps>(name: string, error: unknown): LifeCycles<P> {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      root = showFallback(name, props, error);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
      setTimeout(() => void unloadApplication(name), 0);
    },
  };
}

/** Wraps a remote's lifecycles so a throw on mount shows the fallback instead of breaking routing. */
export function guardLifecycles<P extends AreaProps>(name: string, lifecycles: LifeCycles<P>): LifeCycles<P> {
  let fallback: Root | null = null;
  return {
    bootstrap: (props) => run(lifecycles.bootstrap, props),
    mount: async (props) => {
      try {
        await run(lifecycles.mount, props);
      } catch (error) {
        fallback = showFallback(name, props, error);
      }
    },
    unmount: async (props) => {
      if (fallback) {
        fallback.unmount();
        fallback = null;
        setTimeout(() => void unloadApplication(name), 0);
        return;
      }
      await run(lifecycles.unmount, props);
    },
    ...(lifecycles.update ? { update: (props: P) => run(lifecycles.update, props) } : {}),
  };
}
