/**
 * Signed-in requests for route tests: a session made directly in the database (fast,
 * for any route that needs a user), or a real sign-in with a password (auth tests).
 */
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import type { User, UsersTable } from '../../src/db/schema';
import { createSession } from '../../src/sessions';
import { hashedPassword, insertUser } from './app';

export const PASSWORD = 'correct horse battery';
export const ORIGIN = 'http://localhost:8080';

/** A user with PASSWORD set (hash memoised, so only the first costs a scrypt). */
export async function userWithPassword(app: FastifyInstance, partial: Partial<Insertable<UsersTable>> = {}): Promise<User> {
  return insertUser(app.db, { password_hash: await hashedPassword(PASSWORD), ...partial });
}

/** `name=value` of the session cookie a response sets, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith('studydesk_session'));
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
}

/** Signs a user in and returns the Cookie header value. */
export async function signIn(app: FastifyInstance, user: Pick<User, 'email'>, password = PASSWORD): Promise<string> {
  const res = await login(app, user.email, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/**
 * The Cookie header value of a session of `user`, made directly in the database: for
 * tests of other routes, which need a signed-in user but not the (deliberately slow) sign-in.
 */
export async function sessionFor(app: FastifyInstance, user: Pick<User, 'id'>): Promise<string> {
  const { token } = await createSession(app.db, user.id);
  return `${app.sessionCookie.name}=${token}`;
}

/** Request headers of a signed-in `user`: `headers: await cookieOf(app, user)`. */
export async function cookieOf(app: FastifyInstance, user: Pick<User, 'id'>): Promise<Record<string, string>> {
  return { cookie: await sessionFor(app, user) };
}

export type Headers = Record<string, string>;

/**
 * Requests as one person (or, with no headers, as nobody signed in):
 * `await caller.post('/v1/activity/create', { … })`, `caller.headers` for a hand-made inject.
 */
export interface Caller {
  headers: Headers;
  request(method: HTTPMethods, url: string, payload?: object): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: object): Promise<LightMyRequestResponse>;
  put(url: string, payload?: object): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: object): Promise<LightMyRequestResponse>;
}

export function callerWith(app: FastifyInstance, headers: Headers = {}): Caller {
  const request = (method: HTTPMethods, url: string, payload?: object) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    headers,
    request,
    get: (url) => request('GET', url),
    post: (url, payload) => request('POST', url, payload),
    patch: (url, payload) => request('PATCH', url, payload),
    put: (url, payload) => request('PUT', url, payload),
    delete: (url, payload) => request('DELETE', url, payload),
  };
}

/** A Caller signed in as `user` (a session made in the database, see sessionFor). */
export async function callerOf(app: FastifyInstance, user: Pick<User, 'id'>): Promise<Caller> {
  return callerWith(app, await cookieOf(app, user));
}

/** A signed-in-only call, to see whether a Cookie header (or none) still opens a session: 200 or 401. */
export function probeSession(app: FastifyInstance, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/v1/user/activestudentsgroups', headers: cookie ? { cookie } : {} });
}
