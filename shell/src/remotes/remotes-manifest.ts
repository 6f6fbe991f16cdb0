import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemotesManifest } from '@studydesk/shared/remotes';

/** The element the server writes the manifest into (server/src/plugins/shell-page.ts). */
export const REMOTES_ELEMENT_ID = 'sd-remotes';

/**
 * Remote locations are data: /remotes.json maps each remote to its mf-manifest.json, so
 * a team redeploys or moves its remote without a new shell build. The server writes the
 * same manifest into the page, which saves a round trip before anything can load; a page
 * without it (the dev server's) falls back to fetching /remotes.json.
 */
export async function readRemotesManifest(doc: Document = document): Promise<Partial<RemotesManifest>> {
  return inlineRemotesManifest(doc) ?? fetchRemotesManifest();
}

/** The manifest written into the page, or null when there is none (or it is not an object). */
export function inlineRemotesManifest(doc: Document = document): Partial<RemotesManifest> | null {
  const text = doc.getElementById(REMOTES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const manifest: unknown = JSON.parse(text);
    return manifest && typeof manifest === 'object' && !Array.isArray(manifest) ? (manifest as Partial<RemotesManifest>) : null;
  } catch {
    return null;
  }
}

async function fetchRemotesManifest(url = '/remotes.json'): Promise<Partial<RemotesManifest>> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as Partial<RemotesManifest>;
  } catch (error) {
    // Without the manifest every area shows its fallback; the shell itself still runs.
    console.error('The remotes manifest could not be read', error);
    return {};
  }
}

export function registerFromManifest(manifest: Partial<RemotesManifest>): void {
  const entries = REMOTES.filter((remote) => typeof manifest[remote.name] === 'string').map((remote) => ({
    name: remote.name,
    entry: new URL(manifest[remote.name] as string, window.location.href).href,
  }));
  registerRemotes(entries, { force: true });
}
