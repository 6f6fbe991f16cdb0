import { prefetchFirstPage } from './features/dashboard/prefetch';

/*
 * Exposed as `./prefetch`: what the shell runs while a sign-in is checked and at its
 * answer, before this remote's screens have loaded (docs/architecture.md#how-a-request-flows).
 * It imports only the call (the feature's prefetch.ts): through the feature's index it
 * waited for the whole screen's code and its shared modules, and started with the screen,
 * not before it.
 */

/**
 * Run as soon as this module is in, while the password is checked: the shared singletons
 * every home screen renders with (the UI kit's tables and dialogs, the router). The remote
 * asks for them only once its entry and its screen's first files are in, a second round
 * of requests after the answer. Loaded through this remote as its screen would load them,
 * they are the one copy every remote then uses, so nothing is wasted when the account
 * turns out not to be a teacher's.
 */
export function prepareHome(): void {
  void Promise.all([import('@studydesk/shared/ui'), import('@studydesk/shared/router'), import('react-router-dom')]).catch(() => undefined);
}

/** Run once a teacher's sign-in is answered: the home screen's first call runs beside the download of its code. */
export function prefetchHome(): void {
  prefetchFirstPage();
}
