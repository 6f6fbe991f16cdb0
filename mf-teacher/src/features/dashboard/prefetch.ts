/**
 * The dashboard's second public surface, beside index.ts: what the remote's `./prefetch`
 * runs while a sign-in is checked. It must load without the screen's code (components,
 * the UI kit, the activity dialog), or the first call would wait for all of it.
 */
export { prefetchFirstPage } from './model/first-page';
