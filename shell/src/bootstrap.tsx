import '@studydesk/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { authState$, persistUserSlice, refreshSession, rehydrate } from '@studydesk/shared/session';
import { watchSiteTimeZone } from '@studydesk/shared/data';
import { fetchRemotesManifest, registerFromManifest } from './remotes/remotes-manifest';
import { registerApps } from './remotes/register-apps';
import { Frame } from './frame/frame';
import { startRouting } from './routing/router';
import { watchLanguage } from './i18n/load-dictionary';

async function main() {
  // spec §2/§4: nothing renders until the persisted user slice has loaded (or timed out).
  const [, manifest] = await Promise.all([rehydrate(), fetchRemotesManifest()]);
  persistUserSlice();
  void refreshSession();
  watchLanguage(authState$);
  watchSiteTimeZone(authState$);
  registerFromManifest(manifest);

  const container = document.getElementById('root') as HTMLElement;
  const { appFor } = startRouting();
  createRoot(container).render(<Frame />);
  // The areas the remotes mount into exist once the frame has rendered.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  registerApps(appFor);
  start({ urlRerouteOnly: true });
}

void main();
