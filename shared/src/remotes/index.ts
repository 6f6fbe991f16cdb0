import registry from './registry.json';

/**
 * The deployable front-end pieces, named once in registry.json (pure data, so the
 * CommonJS build files, the ESM scripts and the lint config read the same file). The
 * shell, the server, the builds, the scripts and the e2e fixtures all derive from it:
 * adding a remote is one entry there plus its folder.
 */
export type RemoteName = keyof typeof registry;

/**
 * `routed`: a single-spa application the shell mounts in its own area for its route
 * prefixes. `parcels`: only exposes parcels other remotes mount; no area, no routes.
 */
export type RemoteKind = 'routed' | 'parcels';

export interface RemoteInfo {
  /** federation name (also the single-spa application name) */
  name: RemoteName;
  /** package folder in the repository; its package is `@studydesk/<dir>` */
  dir: string;
  /** port of its standalone dev server and of its own origin in the split topology */
  port: number;
  kind: RemoteKind;
  /** path the one-port server serves its build under */
  path: string;
  /**
   * URL paths it mounts for: a path belongs to a prefix when it equals it or goes on
   * below it; `:name` stands for one segment. The longest matching prefix wins, so
   * /admin/study-plans/:planId/retention beats /admin.
   */
  routePrefixes: readonly string[];
  /**
   * Exposes `./prefetch` with `prefetchHome()`, which starts its home screen's first data
   * call: the shell runs that module while a sign-in is checked and calls it on the answer.
   */
  homePrefetch?: boolean;
  /**
   * Makes up a student's screens that work offline (review, their plan, home, and the parcels
   * the plan shows): the service worker stores its entry and files at install.
   */
  offline?: boolean;
}

export const REMOTES: readonly RemoteInfo[] = Object.entries(registry).map(([name, entry]) => ({
  ...entry,
  name: name as RemoteName,
  kind: entry.kind as RemoteKind,
}));

/** The federation names of the remotes the service worker keeps for offline use. */
export const OFFLINE_REMOTES: readonly RemoteName[] = REMOTES.filter((remote) => remote.offline).map((remote) => remote.name);

/** The remotes the shell registers as single-spa applications and gives an area. */
export const ROUTED_REMOTES: readonly RemoteInfo[] = REMOTES.filter((remote) => remote.kind === 'routed');

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** How many segments of `pathname` `prefix` covers, or -1 when it does not match. */
function prefixMatch(prefix: string, pathname: string): number {
  const want = segments(prefix);
  const have = segments(pathname);
  if (have.length < want.length) return -1;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]) ? want.length : -1;
}

/** The remote whose route prefixes claim `pathname` (the most specific one), if any. */
export function remoteForPath(pathname: string): RemoteName | null {
  let best: { name: RemoteName; length: number } | null = null;
  for (const remote of ROUTED_REMOTES) {
    for (const prefix of remote.routePrefixes) {
      const length = prefixMatch(prefix, pathname);
      if (length > 0 && (best === null || length > best.length)) best = { name: remote.name, length };
    }
  }
  return best?.name ?? null;
}

/** name → URL of the remote's mf-manifest.json: the shape of /remotes.json */
export type RemotesManifest = Record<RemoteName, string>;

export function defaultRemotesManifest(base = ''): RemotesManifest {
  const manifest = {} as RemotesManifest;
  for (const remote of REMOTES) manifest[remote.name] = `${base}${remote.path}mf-manifest.json`;
  return manifest;
}
