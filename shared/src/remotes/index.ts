/**
 * The deployable front-end pieces. Pure data: the shell, the server and the build
 * scripts all read it, so a remote is named in one place.
 */
export interface RemoteInfo {
  /** federation name (also the single-spa application name) */
  name: RemoteName;
  /** package folder in the repository */
  dir: string;
  /** path the one-port server serves its build under */
  path: string;
}

export type RemoteName = 'mf_auth' | 'mf_admin' | 'mf_teacher' | 'mf_student' | 'mf_retention' | 'mf_calendar';

export const REMOTES: readonly RemoteInfo[] = [
  { name: 'mf_auth', dir: 'mf-auth', path: '/mf/auth/' },
  { name: 'mf_admin', dir: 'mf-admin', path: '/mf/admin/' },
  { name: 'mf_teacher', dir: 'mf-teacher', path: '/mf/teacher/' },
  { name: 'mf_student', dir: 'mf-student', path: '/mf/student/' },
  { name: 'mf_retention', dir: 'mf-retention', path: '/mf/retention/' },
  { name: 'mf_calendar', dir: 'mf-calendar', path: '/mf/calendar/' },
];

/** name → URL of the remote's mf-manifest.json: the shape of /remotes.json */
export type RemotesManifest = Record<RemoteName, string>;

export function defaultRemotesManifest(base = ''): RemotesManifest {
  const manifest = {} as RemotesManifest;
  for (const remote of REMOTES) manifest[remote.name] = `${base}${remote.path}mf-manifest.json`;
  return manifest;
}
