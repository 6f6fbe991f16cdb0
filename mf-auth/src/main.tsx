import { createRemoteLifecycles } from '@studydesk/shared/federation';
import { App } from './app';

// single-spa lifecycles of this remote: the only exports of its entry.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(App);
