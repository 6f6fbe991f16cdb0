import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { distinctUntilChanged, filter, map, take } from 'rxjs';
import { remoteForPath } from '@studydesk/shared/remotes';
import { homePath } from '@studydesk/shared/routes';
import { authState$, type ProfileType } from '@studydesk/shared/session';

/** The role this browser last signed in as: its home's remote is fetched during the next sign-in. */
export const LAST_ROLE_KEY = 'studydesk:last-role';
const ROLES: readonly ProfileType[] = ['admin', 'teacher', 'student'];

/** What a remote exposes as `./prefetch` to start its home screen's first data call early. */
interface HomePrefetch {
  prefetchHome?: () => void;
}

function lastRole(): ProfileType | null {
  try {
    const role = localStorage.getItem(LAST_ROLE_KEY);
    return ROLES.find((known) => known === role) ?? null;
  } catch {
    return null;
  }
}

/** The remotes a sign-in may land on: each role's home. */
const HOME_REMOTES = [...new Set(ROLES.map((role) => remoteForPath(homePath(role))).filter((remote) => remote !== null))];

/**
 * The sign-in request takes a while (the password hash is slow on purpose): meanwhile
 * the code of the screen the account lands on is fetched, so the home screen is one
 * round of requests after the answer instead of three (manifest, entry, chunks), and
 * its first data call starts the moment the answer comes (`./prefetch` is there). The
 * role is the one this browser signed in as last; the server is never asked which role
 * an address has. A browser that never signed in fetches every home remote's manifest
 * and entry (about 11 KB each) and its `./prefetch`, not their screens. Fetched only,
 * not run: a wrong guess costs bytes, never behaviour.
 */
export function prefetchHomeWhileSigningIn(): void {
  authState$
    .pipe(
      map((state) => state.profile?.profile ?? null),
      distinctUntilChanged(),
    )
    .subscribe((role) => {
      if (!role) return;
      try {
        localStorage.setItem(LAST_ROLE_KEY, role);
      } catch {
        // private mode: the next sign-in just fetches afterwards
      }
    });
  authState$
    .pipe(
      filter((state) => state.isLoading && !state.isLoggedIn),
      take(1),
    )
    .subscribe(() => {
      const role = lastRole();
      const remote = role ? remoteForPath(homePath(role)) : null;
      const wanted = remote
        ? [{ nameOrAlias: remote, exposes: ['./app', './prefetch'] }]
        : HOME_REMOTES.map((home) => ({ nameOrAlias: home, exposes: ['./prefetch'] }));
      void preloadRemote(wanted).catch(() => undefined);
    });
  // Once the sign-in is answered the browser goes to the role's home: its first data call
  // starts now, beside the download of the screen's code, instead of after the screen has
  // loaded and rendered. The remote says which call (its `./prefetch`); for a remote
  // without one the lookup fails and nothing else happens.
  let signingIn = false;
  authState$
    .pipe(
      filter((state) => {
        const answered = signingIn && state.isLoggedIn;
        signingIn = state.isLoading && !state.isLoggedIn;
        return answered;
      }),
      take(1),
    )
    .subscribe((state) => {
      const role = state.profile?.profile;
      const remote = role ? remoteForPath(homePath(role)) : null;
      if (!remote) return;
      void loadRemote<HomePrefetch>(`${remote}/prefetch`)
        .then((module) => module?.prefetchHome?.())
        .catch(() => undefined);
    });
}
