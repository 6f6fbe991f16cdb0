import type { LifeCycleFn } from 'single-spa';
import { createRemoteLifecycles, type RemoteAppProps } from '@studydesk/shared/federation';
import { App } from './app';
import { prerenderedToHydrate } from './prerendered';

// The page's prerendered markup, while this remote is mounted on it: hydrated where the
// server drew it, it stands for this remote's area until the remote unmounts.
let drawn: HTMLElement | null = null;
const lifecycles = createRemoteLifecycles(App, { renderType: () => (drawn ? 'hydrateRoot' : 'createRoot') });

// single-spa lifecycles of this remote: the only exports of its entry.
export const { bootstrap } = lifecycles;
export const mount: LifeCycleFn<RemoteAppProps> = async (props) => {
  drawn = await prerenderedToHydrate();
  const holder = drawn;
  if (!holder) return lifecycles.mount(props);
  try {
    return await lifecycles.mount({ ...props, domElementGetter: () => holder });
  } catch (error) {
    // the shell shows its notice in this remote's area: the markup that nothing runs goes
    holder.remove();
    drawn = null;
    throw error;
  }
};
export const unmount: LifeCycleFn<RemoteAppProps> = async (props) => {
  await lifecycles.unmount(props);
  // the shell's frame (hidden while the server's markup is on the page) shows from now on,
  // and the next mount draws in this remote's area
  drawn?.remove();
  drawn = null;
};
