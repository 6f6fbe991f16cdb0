import '@studydesk/shared/ui/tokens.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { filter, merge, take } from 'rxjs';
import { start } from 'single-spa';
import { authState$, persistUserSlice, refreshSession, rehydrate } from '@studydesk/shared/session';
import { whenIdle } from '@studydesk/shared/ui/core';
import { readRemotesManifest, registerFromManifest } from './remotes/remotes-manifest';
import { registerApps } from './remotes/register-apps';
import { prefetchHomeWhileSigningIn } from './remotes/prefetch-home';
import { takeUpFormSignIn } from './session/form-sign-in';
import { signInBegins } from './session/sign-in-begins';
import { Frame } from './frame/frame';
import { startRouting } from './routing/router';
import { watchLanguage } from './i18n/load-dictionary';
import { adoptPageLanguage, dropUnadoptedMarkup } from './i18n/page-language';

/**
 * The browser's date-formatting data: the first Intl date format with a time zone costs
 * about 50 ms, 200 ms on a slow phone, and would otherwise fall on the first signed-in
 * screen. On a signed-out page it is set up while the user types (the first idle moment:
 * no code to fetch, the browser's own data); a page opened signed in needs it at once.
 */
function loadDateFormattingData(): void {
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).formatToParts(0);
}

/**
 * The site time zone and dates matter to signed-in screens only. Their code (the data
 * hooks, dayjs and its zone plugins) loads once a sign-in begins (its first keystroke, or
 * the form sent) or someone is already signed in, so the sign-in screen does without it
 * and it arrives while the password is typed and checked; watchSiteTimeZone then reads
 * the zone for the user.
 */
function prepareSignedInScreens(): void {
  if (authState$.getValue().isLoggedIn) loadDateFormattingData();
  else whenIdle(loadDateFormattingData, 3000);
  merge(signInBegins(), authState$.pipe(filter((state) => state.isLoggedIn)))
    .pipe(take(1))
    .subscribe(() => {
      void import(/* webpackChunkName: "site-time-zone" */ '@studydesk/shared/data').then(({ watchSiteTimeZone }) => watchSiteTimeZone(authState$));
    });
}

async function main() {
  // docs/product-rules.md#r-route-2: nothing renders until the persisted user slice has loaded (or timed out).
  const [, manifest] = await Promise.all([rehydrate(), readRemotesManifest()]);
  persistUserSlice();
  await takeUpFormSignIn();
  adoptPageLanguage(authState$.getValue());
  void refreshSession();
  watchLanguage(authState$);
  dropUnadoptedMarkup();
  registerFromManifest(manifest);
  // before the signed-in screens' preparation: on a sign-in, the home's first call loads first
  prefetchHomeWhileSigningIn();
  prepareSignedInScreens();

  const container = document.getElementById('root') as HTMLElement;
  const { appFor } = startRouting();
  // The areas the remotes mount into must exist before single-spa mounts anything, so the
  // frame is committed now rather than in a task of React's scheduler. Waiting a frame (or
  // 200 ms) for it was not enough on a busy machine: a remote that failed to load at once
  // then had no area for its fallback, and single-spa marked it broken for the visit.
  const root = createRoot(container);
  flushSync(() => root.render(<Frame />));
  registerApps(appFor);
  start({ urlRerouteOnly: true });
  startOffline();
}

/**
 * After the first paint, when the page is idle, for a signed-in user: the service worker
 * (installable, offline) and the sending of reviews given offline. Both load their code
 * then, so a signed-out page (the sign-in's budgeted bytes) fetches nothing more.
 */
function startOffline(): void {
  authState$
    .pipe(filter((state) => state.isLoggedIn), take(1))
    .subscribe(() =>
      whenIdle(() => {
        void import(/* webpackChunkName: "offline" */ './offline/register-service-worker').then((worker) => worker.registerServiceWorker());
        void import('@studydesk/shared/offline').then((offline) => offline.watchReviewOutbox());
      }, 3000),
    );
}

void main();
