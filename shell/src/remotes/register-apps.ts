import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import { REMOTES, ROUTED_REMOTES, type RemoteName } from '@studydesk/shared/remotes';
import type { LoadRemote } from '@studydesk/shared/federation';
import { fallbackLifecycles, guardLifecycles } from './guarded-lifecycles';
import { markLoading } from './remote-state';
import { loadDictionaryScope } from '../i18n/load-dictionary';

export const areaId = (name: RemoteName) => `sd-area-${name}`;

/** A remote's dictionary scope is its folder's name (docs/conventions.md#dictionary). */
const scopeOf = (id: string) => REMOTES.find((remote) => id.startsWith(`${remote.name}/`))?.dir;

/**
 * A remote's module (its `./app`, or a parcel another remote mounts) together with the
 * remote's own texts, so whatever it renders has its words when it mounts.
 */
const shellLoadRemote: LoadRemote = async <T,>(id: string) => {
  const scope = scopeOf(id);
  const [module] = await Promise.all([loadRemote<T>(id), scope ? loadDictionaryScope(scope) : undefined]);
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
