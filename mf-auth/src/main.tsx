import type { LifeCycleFn } from 'single-spa';
import { createRemoteLifecycles, type RemoteAppProps } from '@studydesk/shared/federation';
import { App } from './app';
import { adoptPrerendered } from './prerendered';

// The page's prerendered markup, when this mount adopted it: the mount hydrates it.
let hydrate = false;
const lifecycles = createRemoteLifecycles(App, {
  renderType: () => {
    const adopted = hydrate;
    hydrate = false;
    return adopted ? 'hydrateRoot' : 'createRoot';
  },
});

// single-spa lifecycles of this remote: the only exports of its entry.
export const { bootstrap, unmount } = lifecycles;
export const mount: LifeCycleFn<RemoteAppProps> = async (props) => {
  const area = props.domElementGetter?.();
  hydrate = area ? await adoptPrerendered(area) : false;
  return lifecycles.mount(props);
};
