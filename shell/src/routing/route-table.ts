import type { RemoteName } from '@studydesk/shared/remotes';
import type { ProfileType } from '@studydesk/shared/session';

/**
 * spec §2: every route and the remote that mounts it. `role` routes need a signed-in user.
 * /teacher/profile and /student/profile are ours: the profile form is on every role's
 * profile page, and the spec lists only the admin's.
 */
interface RouteEntry {
  pattern: RegExp;
  app: RemoteName;
  role?: ProfileType;
}

const SEGMENT = '[^/]+';

export const ROUTES: readonly RouteEntry[] = [
  { pattern: /^\/login$/, app: 'mf_auth' },
  { pattern: new RegExp(`^/set/${SEGMENT}$`), app: 'mf_auth' },
  { pattern: /^\/forgotten-password$/, app: 'mf_auth' },
  { pattern: /^\/terms$/, app: 'mf_auth' },
  { pattern: new RegExp(`^/(admin|teacher)/study-plans/${SEGMENT}/retention$`), app: 'mf_retention' },
  { pattern: /^\/admin\/(students|groups|home|teachers|sitesettings|profile|admins)$/, app: 'mf_admin', role: 'admin' },
  { pattern: new RegExp(`^/admin/study-plans/${SEGMENT}$`), app: 'mf_admin', role: 'admin' },
  { pattern: new RegExp(`^/admin/lesson-history/${SEGMENT}/${SEGMENT}$`), app: 'mf_admin', role: 'admin' },
  { pattern: /^\/teacher\/(home|profile)$/, app: 'mf_teacher', role: 'teacher' },
  { pattern: new RegExp(`^/teacher/study-plans/${SEGMENT}$`), app: 'mf_teacher', role: 'teacher' },
  { pattern: new RegExp(`^/teacher/lesson-history/${SEGMENT}/${SEGMENT}$`), app: 'mf_teacher', role: 'teacher' },
  { pattern: /^\/student\/(home|profile)$/, app: 'mf_student', role: 'student' },
  { pattern: new RegExp(`^/student/study-plans/${SEGMENT}$`), app: 'mf_student', role: 'student' },
];

/** spec §2: these redirect to /login whoever asks. */
const TO_LOGIN = new Set(['/', '/set', '/admin']);

const AUTH_FORMS = new Set(['/login', '/forgotten-password']);

export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function findRoute(pathname: string): RouteEntry | null {
  const path = normalisePath(pathname);
  return ROUTES.find((route) => route.pattern.test(path)) ?? null;
}

/** Which role's area a path belongs to (for the layout), if any. */
export function layoutRole(pathname: string): ProfileType | null {
  const path = normalisePath(pathname);
  if (path.startsWith('/admin/')) return 'admin';
  if (path.startsWith('/teacher/')) return 'teacher';
  if (path.startsWith('/student/')) return 'student';
  return null;
}

export interface Viewer {
  isLoggedIn: boolean;
  profileType: ProfileType | null;
}

export function homeOf(viewer: Viewer): string {
  if (!viewer.isLoggedIn) return '/login';
  // spec §2: "/{profile type}/home … or admin when none is known"
  return `/${viewer.profileType ?? 'admin'}/home`;
}

/** Where to send the browser instead of `pathname`, or null to stay. */
export function redirectFor(pathname: string, viewer: Viewer): string | null {
  const path = normalisePath(pathname);
  if (TO_LOGIN.has(path)) return '/login';
  const route = findRoute(path);
  if (!route) return homeOf(viewer);
  if (route.role || route.app === 'mf_retention') {
    if (!viewer.isLoggedIn) return '/login';
  }
  // A signed-in user has nothing to do on the sign-in forms: straight to their home.
  if (AUTH_FORMS.has(path) && viewer.isLoggedIn) return homeOf(viewer);
  if (path !== pathname) return path;
  return null;
}

/** The remote that mounts `pathname`, when the viewer may be there. */
export function appFor(pathname: string, viewer: Viewer): RemoteName | null {
  if (redirectFor(pathname, viewer) !== null) return null;
  return findRoute(pathname)?.app ?? null;
}
