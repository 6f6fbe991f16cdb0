import { call } from '@studydesk/shared/api-client';
import { earlyEndpoints } from '@studydesk/shared/contracts/early';
import { authState$, dispatchAuth } from '@studydesk/shared/session';

/** The query the server's plain-form sign-in redirects with (server/src/modules/auth/form-sign-in.ts). */
const SIGNED_IN_PARAM = 'signedin';

/**
 * A sign-in form sent before the page's script ran (the prerendered /login) is answered
 * by the server with a session cookie and a redirect to /?signedin=<user id>. The shell
 * then reads that user (the cookie proves the session; a wrong id is refused) and is
 * signed in as after the script's own sign-in. Runs before routing, so the address goes
 * to the role's home rather than back to /login.
 */
export async function takeUpFormSignIn(): Promise<void> {
  const url = new URL(window.location.href);
  const id = url.searchParams.get(SIGNED_IN_PARAM);
  if (id === null) return;
  url.searchParams.delete(SIGNED_IN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (authState$.getValue().isLoggedIn || !/^\d+$/.test(id)) return;
  try {
    const { data } = await call(earlyEndpoints.user, { params: { id: Number(id) } });
    dispatchAuth({ type: 'login/succeeded', profile: data.user });
  } catch {
    // no session after all: the page goes to /login as for anyone signed out
  }
}
