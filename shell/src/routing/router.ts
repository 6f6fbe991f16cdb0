import { distinctUntilChanged, map } from 'rxjs';
import { triggerAppChange } from 'single-spa';
import { authState$ } from '@studydesk/shared/session';
import type { RemoteName } from '@studydesk/shared/remotes';
import { appFor as appForViewer, redirectFor, type Viewer } from './route-table';

function currentViewer(): Viewer {
  const state = authState$.getValue();
  return { isLoggedIn: state.isLoggedIn, profileType: state.profile?.profile ?? null };
}

function applyRedirect(): void {
  const target = redirectFor(window.location.pathname, currentViewer());
  if (target && target !== window.location.pathname) {
    // replaceState: the address that redirected is not worth a Back step.
    window.history.replaceState(window.history.state, '', target + window.location.search);
  }
}

/**
 * The shell's part in routing: redirects (docs/product-rules.md#r-route-1) whenever the address or the session
 * changes; which remote is active follows from the address.
 */
export function startRouting(): { appFor: (pathname: string) => RemoteName | null } {
  applyRedirect();
  window.addEventListener('single-spa:before-routing-event', applyRedirect);
  window.addEventListener('popstate', applyRedirect);
  authState$
    .pipe(
      map((state) => `${state.isLoggedIn}:${state.profile?.profile ?? ''}`),
      distinctUntilChanged(),
    )
    .subscribe(() => {
      applyRedirect();
      // Sign-in and sign-out change which areas may be active even at the same address.
      void triggerAppChange();
    });
  return { appFor: (pathname) => appForViewer(pathname, currentViewer()) };
}
