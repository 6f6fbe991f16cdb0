/**
 * Runs ONE remote on its own for its team: the real session bus, the real server (the
 * dev server proxies /v1 to it), and other remotes' parcels from the server's
 * /remotes.json. The shell's frame, redirects and fallbacks are not here.
 */
import '@studydesk/shared/ui/tokens.css';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import { persistUserSlice, rehydrate } from '@studydesk/shared/session';
import * as app from '@studydesk/standalone-app';

declare const __STANDALONE_NAME__: string;

async function main() {
  await rehydrate();
  persistUserSlice();
  try {
    const manifest = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as Record<string, string>;
    registerRemotes(
      Object.entries(manifest)
        .filter(([name]) => name !== __STANDALONE_NAME__)
        .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
    );
  } catch (error) {
    console.warn('No /remotes.json from the server: parcels of other remotes will not load', error);
  }
  const root = document.getElementById('root') as HTMLElement;
  registerApplication({
    name: __STANDALONE_NAME__,
    app: app as unknown as LifeCycles,
    activeWhen: () => true,
    customProps: { domElementGetter: () => root, loadRemote: (id: string) => loadRemote(id) },
  });
  start({ urlRerouteOnly: true });
}

void main();
