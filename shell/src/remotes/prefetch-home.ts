import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { distinctUntilChanged, filter, map, take } from 'rxjs';
import { REMOTES, remoteForPath, type RemoteName } from '@studydesk/shared/remotes';
import { homePath } from '@studydesk/shared/routes';
import { authState$, type ProfileType } from '@studydesk/shared/session';
import { signInBegins } from '../session/sign-in-begins';

/** The role this browser last signed in as: its home's remote is fetched during the next sign-in. */
const LAST_ROLE_KEY = 'studydesk:last-role';
const ROLES: readonly ProfileType[] = ['admin', 'teacher', 'student'];

/** What a remote exposes as `./prefetch` to make its home screen ready early. */
interface HomePrefetch {
  /** run once the module is in, while the sign-in is checked: fetches what the screen renders with */
  prepareHome?: () => void;
  /** run once the sign-in is answered: starts the screen's first data call */
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

const hasHomePrefetch = (remote: RemoteName) => REMOTES.some((info) => info.name === remote && info.homePrefetch === true);

/**
 * The sign-in takes a while: the password is typed, then its check is slow on purpose.
 * From the first keystroke in the sign-in form (the `signIn/started` event; or from the
 * moment the form is sent, when nothing announced it) the browser prepares the screen the
 * account lands on, so the home screen is one round of requests after the answer instead
 * of three (manifest, entry, chunks):
 * - its code is fetched: the remote of the role this browser signed in as last (the
 *   server is never asked which role an address has); a browser that never signed in
 *   fetches every home remote's manifest and entry (about 11 KB each), not their screens;
 * - a home remote's `./prefetch` is run (it only defines the call), so the moment the
 *   answer comes its first data call starts, beside the download of the screen's code,
 *   instead of after the screen has loaded and rendered; its `prepareHome` fetches the
 *   shared modules the screen renders with, which the remote would otherwise ask for only
 *   once its entry and first files are in, a second round of requests after the answer.
 * None of it shows anything or calls the API: a wrong guess costs bytes, never behaviour.
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
  const prefetchModules = new Map<RemoteName, Promise<HomePrefetch | null>>();
  const runPrefetchModule = (remote: RemoteName) => {
    let module = prefetchModules.get(remote);
    if (!module) {
      module = loadRemote<HomePrefetch>(`${remote}/prefetch`)
        .then((loaded) => {
          loaded?.prepareHome?.();
          return loaded;
        })
        .catch(() => null);
      prefetchModules.set(remote, module);
    }
    return module;
  };
  signInBegins()
    .pipe(take(1))
    .subscribe(() => {
      const role = lastRole();
      const remote = role ? remoteForPath(homePath(role)) : null;
      const wanted = remote
        ? [{ nameOrAlias: remote, exposes: ['./app', './prefetch'] }]
        : HOME_REMOTES.map((home) => ({ nameOrAlias: home, exposes: ['./prefetch'] }));
      // the first call's module first: the rest only fetches code, and the screens' own
      // start would otherwise run ahead of it on a busy main thread
      const modules = (remote ? [remote] : HOME_REMOTES).filter(hasHomePrefetch).map(runPrefetchModule);
      void Promise.all(modules).then(() => preloadRemote(wanted)).catch(() => undefined);
    });
  // Once the sign-in is answered the browser goes to the role's home: its first data call
  // starts now (the module is usually there already), not after the screen has rendered.
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
      // the role is known now: its screen's files are asked for at once, not once the
      // frame has rendered and the router has found the remote (already fetched: skipped)
      void preloadRemote([{ nameOrAlias: remote, exposes: ['./app'] }]).catch(() => undefined);
      if (!hasHomePrefetch(remote)) return;
      void runPrefetchModule(remote)
        .then((module) => module?.prefetchHome?.())
        .catch(() => undefined);
    });
}
