/// <reference lib="webworker" />
/**
 * StudyDesk's service worker (docs/architecture.md#offline-review): the app opens and the
 * student's screens work without a connection, and reviews given offline are sent when it
 * returns. Built by Workbox's InjectManifest in the shell's build (shared/build/offline-build.cjs).
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { REVIEW_SYNC_TAG, REVIEWS_SENT_MESSAGE, SEND_REVIEWS_MESSAGE, sendPendingReviews, signedInUser } from '@studydesk/shared/offline/worker';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { FILES_CACHE, PAGES_CACHE, OFFLINE_PAGE, isHashedFile, warmStudentScreens } from './warm-remotes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell's own files. Its entry is loaded as main.js?<hash>: every query is ignored.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// Pages: the server's page when it answers within a few seconds, else the last copy of that
// address, else of any page (the shell routes in the browser, so one page serves them all).
const pages = new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 4, matchOptions: { ignoreVary: true, ignoreSearch: true } });
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const fallback = await caches.open(PAGES_CACHE).then((cache) => cache.match(OFFLINE_PAGE, { ignoreVary: true }));
      if (fallback) return fallback;
      throw error;
    }
  },
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Files with a content hash in their name never change: from the cache once there.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isHashedFile(url.pathname),
  new CacheFirst({ cacheName: FILES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })] }),
);

// Entries and manifests (a remote's remoteEntry.js and mf-manifest.json, /remotes.json, the
// page's start script) and the dictionary: fresh when online, so a deploy is picked up at
// once; the last copy offline.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOrigin(url) && (url.pathname.startsWith('/v1/dictionary/dictionarydata/') || !url.pathname.startsWith('/v1/')),
  new NetworkFirst({ cacheName: FILES_CACHE, networkTimeoutSeconds: 4, matchOptions: { ignoreSearch: true, ignoreVary: true } }),
);

self.addEventListener('install', (event) => {
  event.waitUntil(warmStudentScreens());
});

self.addEventListener('activate', (event) => {
  // the first visit's page is controlled at once: it works offline without a reload
  event.waitUntil(self.clients.claim());
});

// A new version waits until the page asks it to take over (at its next navigation: register-service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Sends the signed-in user's waiting reviews (Background Sync), then tells the pages to count again. */
async function sendWaitingReviews(): Promise<void> {
  const userId = await signedInUser();
  if (userId === null) return;
  const [method, path] = [endpoints.review.sync.method, endpoints.review.sync.path];
  await sendPendingReviews(userId, async (reviews) => {
    const answer = await fetch(path, { method, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reviews }) });
    if (!answer.ok) throw new Error(`reviews not sent: ${answer.status}`);
    return answer.json();
  });
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: REVIEWS_SENT_MESSAGE });
}

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === REVIEW_SYNC_TAG) sync.waitUntil(sendWaitingReviews());
});

// Without Background Sync, an open page sends on its own when the connection returns; this
// asks it to at the worker's start too (the app opened again).
void self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((client) => client.postMessage({ type: SEND_REVIEWS_MESSAGE })));
