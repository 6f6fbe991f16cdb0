/// <reference lib="webworker" />
import { OFFLINE_REMOTES } from '@studydesk/shared/remotes';

/**
 * What the service worker stores at install besides the shell's own files: a page of the
 * app, and the remotes the student's screens are made of (review, their plan, home), each
 * remote's entry and every file its mf-manifest.json lists. The remotes are builds of their
 * own, loaded at run time from where /remotes.json says, so the shell's build cannot list
 * their files; a new service worker (every deploy of the shell) stores their current files.
 */

export const PAGES_CACHE = 'studydesk-pages';
export const FILES_CACHE = 'studydesk-files';

/** The page served for an address never opened online: the shell's page is the same for all but its preload hints. */
export const OFFLINE_PAGE = '/student';


/** A file named with a content hash (the builds' chunks): it never changes. */
export function isHashedFile(pathname: string): boolean {
  return /\.[0-9a-f]{8}\.(js|css)$/.test(pathname);
}

interface AssetGroup {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { assets: AssetGroup }[];
  shared: { assets: AssetGroup }[];
}

/** Every file a remote's manifest names, its entry first, as addresses beside the manifest. */
export function filesOfRemote(manifest: RemoteManifest, manifestUrl: string): string[] {
  const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
  const assets = [...manifest.exposes, ...manifest.shared].flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]);
  return [...new Set([entry, ...assets])].map((file) => new URL(file, manifestUrl).href);
}

async function fetchInto(cache: Cache, url: string): Promise<void> {
  const answer = await fetch(url, { credentials: 'same-origin' });
  if (answer.ok) await cache.put(url, answer);
}

/** Stores the offline page and the student's remotes; a file that cannot be fetched now is fetched when first used. */
export async function warmStudentScreens(): Promise<void> {
  try {
    await fetchInto(await caches.open(PAGES_CACHE), OFFLINE_PAGE);
    const files = await caches.open(FILES_CACHE);
    const remotes = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as Record<string, string>;
    for (const name of OFFLINE_REMOTES) {
      const manifestUrl = remotes[name];
      if (!manifestUrl) continue;
      const absolute = new URL(manifestUrl, self.location.origin).href;
      const answer = await fetch(absolute, { cache: 'no-store' });
      await files.put(absolute, answer.clone());
      const urls = filesOfRemote((await answer.json()) as RemoteManifest, absolute);
      await Promise.all(urls.map((url) => fetchInto(files, url).catch(() => undefined)));
    }
  } catch {
    // offline or a remote down at install: its files are stored as they are first used
  }
}
