import { prefetchFirstPage } from './features/dashboard/prefetch';

/**
 * Exposed as `./prefetch`: the shell calls it once a teacher's sign-in has been answered
 * and before this remote's screens have loaded, so the home screen's first call runs
 * beside the download of its code (docs/architecture.md#how-a-request-flows). It imports
 * only the call (the feature's prefetch.ts): through the feature's index it waited for the
 * whole screen's code and its shared modules, and started with the screen, not before it.
 */
export function prefetchHome(): void {
  prefetchFirstPage();
}
