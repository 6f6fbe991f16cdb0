import { remoteForPath, type RemoteName } from '@studydesk/shared/remotes';
import { PATHS, PUBLIC_PATTERNS, ROLES, ROUTE_PATTERNS, homePath, patternRegExp } from '@studydesk/shared/routes';
import type { ProfileType } from '@studydesk/shared/session';

/**
 * docs/product-rules.md#r-route-3: every route (from @studydesk/shared/routes) and whether it needs a signed-in
 * user. Which remote mounts a route is the remote registry's business (route prefixes).
 */
interface RouteEntry {
  pattern: RegExp;
  signedIn: boolean;
}

const ROUTES: readonly RouteEntry[] = ROUTE_PATTERNS.map((pattern) => ({
  pattern: patternRegExp(pattern),
  signedIn: !PUBLIC_PATTERNS.includes(pattern),
}));

/** docs/product-rules.md#r-route-1: these redirect to /login whoever asks. */
const TO_LOGIN = new Set(['/', '/set', '/admin']);

const AUTH_FORMS = new Set<string>([PATHS.login, PATHS.forgottenPassword]);

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function findRoute(pathname: string): RouteEntry | null {
  const path = normalisePath(pathname);
  return ROUTES.find((route) => route.pattern.test(path)) ?? null;
}

/** Which role's area a path belongs to (for the layout), if any. */
export function layoutRole(pathname: string): ProfileType | null {
  const path = normalisePath(pathname);
  return ROLES.find((role) => path.startsWith(`/${role}/`)) ?? null;
}

export interface Viewer {
  isLoggedIn: boolean;
  profileType: ProfileType | null;
}

function homeOf(viewer: Viewer): string {
  if (!viewer.isLoggedIn) return PATHS.login;
  // the home of the user's profile type, the admin's when none is known (docs/product-rules.md#r-route-1)
  return homePath(viewer.profileType ?? 'admin');
}

/** Where to send the browser instead of `pathname`, or null to stay. */
export function redirectFor(pathname: string, viewer: Viewer): string | null {
  const path = normalisePath(pathname);
  if (TO_LOGIN.has(path)) return PATHS.login;
  const route = findRoute(path);
  if (!route) return homeOf(viewer);
  if (route.signedIn && !viewer.isLoggedIn) return PATHS.login;
  // A signed-in user has nothing to do on the sign-in forms: straight to their home.
  if (AUTH_FORMS.has(path) && viewer.isLoggedIn) return homeOf(viewer);
  if (path !== pathname) return path;
  return null;
}

/** The remote that mounts `pathname`, when the viewer may be there. */
export function appFor(pathname: string, viewer: Viewer): RemoteName | null {
  if (redirectFor(pathname, viewer) !== null) return null;
  const path = normalisePath(pathname);
  return findRoute(path) ? remoteForPath(path) : null;
}
