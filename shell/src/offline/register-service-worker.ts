import { Workbox } from 'workbox-window';

/** What the deploy's "new version" prompt listens to (one prompt for every kind of update). */
const NEW_VERSION_EVENT = 'studydesk:new-version';

/** The web app manifest, linked from here rather than from the page: the page's first paint stays as it was. */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

/**
 * Makes the app installable and usable offline (docs/architecture.md#offline-review):
 * registers the service worker, after the first paint (the caller runs this when the page
 * is idle). A new version of it, from a deploy, waits: the page announces it
 * (NEW_VERSION_EVENT, the same prompt as any other update) and lets it take over when the
 * page goes, so the next navigation is served by it and no one is kept on an old version.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  linkManifest();
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => {
    window.dispatchEvent(new CustomEvent(NEW_VERSION_EVENT));
    window.addEventListener('pagehide', () => worker.messageSkipWaiting(), { once: true });
  });
  void worker.register().catch(() => undefined);
}
