import fs from 'node:fs';

/**
 * The origins the shell loads remotes from, as the remotes manifest (/remotes.json)
 * names them, for the Content-Security-Policy. Relative entries (the default, every
 * remote under this server's /mf/) add nothing: 'self' covers them.
 */
export function originsOfManifest(manifest: unknown): string[] {
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(manifest)) {
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) continue;
    try {
      // URL's origin is normalised (scheme, host, port only): nothing can slip into the header
      origins.add(new URL(entry).origin);
    } catch {
      // not a URL: the shell cannot load it either
    }
  }
  return [...origins].sort();
}

export interface RemoteOrigins {
  /** the origins as last read */
  current(): string[];
  /** re-reads the manifest file if it changed since the last look; never throws */
  refresh(): Promise<void>;
}

const NONE: RemoteOrigins = { current: () => [], refresh: async () => undefined };

/**
 * Follows REMOTES_FILE, which an operator may edit while the server runs (the server
 * answers /remotes.json from it on every request): a stat per refresh, a read only when
 * its modification time or size changed. A missing or broken file keeps the last good
 * origins.
 */
export function remoteOriginsOf(file: string | null, onError: (error: unknown) => void = () => undefined): RemoteOrigins {
  if (!file) return NONE;
  let origins: string[] = [];
  let seen = '';
  const read = (text: string, stamp: string) => {
    origins = originsOfManifest(JSON.parse(text));
    seen = stamp;
  };
  const stampOf = (stat: fs.Stats) => `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  try {
    read(fs.readFileSync(file, 'utf8'), stampOf(fs.statSync(file)));
  } catch (error) {
    onError(error);
  }
  return {
    current: () => origins,
    async refresh() {
      try {
        const stamp = stampOf(await fs.promises.stat(file));
        if (stamp !== seen) read(await fs.promises.readFile(file, 'utf8'), stamp);
      } catch (error) {
        onError(error);
      }
    },
  };
}
