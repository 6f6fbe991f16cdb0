import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import { ROUTED_REMOTES, type RemoteName } from '@studydesk/shared/remotes';
import type { LoadRemote } from '@studydesk/shared/federation';
import { fallbackLifecycles, guardLifecycles } from './guarded-lifecycles';
import { markLoading } from './remote-state';

export const areaId = (name: RemoteName) => `sd-area-${name}`;

const shellLoadRemote: LoadRemote = async <T,>(id: string) => {
  const module = await loadRemote<T>(id);
  if (module === null || module === undefined) throw new Error(`${id} is not available`);
  return module;
};

interface AreaProps {
  loadRemote: LoadRemote;
  domElementGetter: () => HTMLElement;
}

async function loadApp(name: RemoteName): Promise<LifeCycles<AreaProps>> {
  markLoading(name, true);
  try {
    const lifecycles = await shellLoadRemote<LifeCycles<AreaProps>>(`${name}/app`);
    return guardLifecycles(name, lifecycles);
  } catch (error) {
    return fallbackLifecycles(name, error);
  } finally {
    markLoading(name, false);
  }
}

/** One single-spa application per routed remote; remotes of kind 'parcels' have none. */
export function registerApps(appFor: (pathname: string) => RemoteName | null): void {
  for (const remote of ROUTED_REMOTES) {
    registerApplication<AreaProps>({
      name: remote.name,
      app: () => loadApp(remote.name),
      activeWhen: (location) => appFor(location.pathname) === remote.name,
      customProps: {
        loadRemote: shellLoadRemote,
        domElementGetter: () => document.getElementById(areaId(remote.name)) as HTMLElement,
      },
    });
  }
}
