import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemotesManifest } from '@studydesk/shared/remotes';

/**
 * Remote locations are data: /remotes.json maps each remote to its mf-manifest.json, so
 * a team redeploys or moves its remote without a new shell build.
 */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<Partial<RemotesManifest>> {
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
