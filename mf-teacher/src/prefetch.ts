import { prefetchFirstPage } from './features/dashboard';

/**
 * Exposed as `./prefetch`: the shell calls it once a teacher's sign-in has been answered
 * and before this remote's screens have loaded, so the home screen's first call runs
 * beside the download of its code (docs/architecture.md#how-a-request-flows). Through the
 * feature's index, its chunk is the dashboard's code: what the teacher lands on anyway.
 */
export function prefetchHome(): void {
  prefetchFirstPage();
}
