import { call, errorMessage, unauthorized$ } from '@studydesk/shared/api-client';
import { earlyEndpoints } from '@studydesk/shared/contracts/early';
import { dispatchAuth, publish } from './bus';
import type { SessionUser } from './auth-state';

export interface Credentials {
  email: string;
  password: string;
}

export type LoginResult = { ok: true; user: SessionUser } | { ok: false; error: string };

/** docs/product-rules.md#r-auth-1 Login: requested, then succeeded (profile and language stored) or failed. */
export async function login(credentials: Credentials): Promise<LoginResult> {
  // The request goes out first: what the page starts on 'login/requested' (fetching the
  // home screen's code, the signed-in screens' modules) takes a while on a slow phone.
  const request = call(earlyEndpoints.login, { body: credentials });
  dispatchAuth({ type: 'login/requested' });
  try {
    const { data } = await request;
    dispatchAuth({ type: 'login/succeeded', profile: data.user });
    return { ok: true, user: data.user };
  } catch (error) {
    const message = errorMessage(error);
    dispatchAuth({ type: 'login/failed', error: message });
    return { ok: false, error: message };
  }
}

/** Ends the session on the server and clears the profile, even if the server is unreachable. */
export async function logout(): Promise<void> {
  try {
    await call(earlyEndpoints.logout);
  } catch {
    // The local session ends regardless: a user who asked to leave must not stay signed in.
  } finally {
    dispatchAuth({ type: 'logout' });
  }
}

export function changeLanguage(language: string): void {
  dispatchAuth({ type: 'language/changed', language });
  publish({ type: 'language/changed', language });
}

let watching = false;

/** docs/product-rules.md#r-auth-2: any response whose body message is Unauthorized logs out. Idempotent. */
export function watchUnauthorized(): void {
  if (watching) return;
  watching = true;
  unauthorized$.subscribe(() => dispatchAuth({ type: 'logout' }));
}
