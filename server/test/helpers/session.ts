/**
 * Helpers for the auth and user route tests: users who can sign in, session cookies,
 * and the newest message in the mail outbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import type { User, UsersTable } from '../../src/db/schema';
import { createSession } from '../../src/modules/auth/queries/sessions';
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
 * A Cookie header for a session of `user`, made directly in the database: for tests of
 * other routes, which need a signed-in user but not the (deliberately slow) sign-in.
 */
export async function sessionFor(app: FastifyInstance, user: Pick<User, 'id'>): Promise<string> {
  const { token } = await createSession(app.db, user.id);
  return `${app.sessionCookie.name}=${token}`;
}

/** The outbox messages, oldest first (names start with epoch ms). */
export function outboxFiles(app: FastifyInstance): string[] {
  const dir = app.mailer.outboxDir;
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(dir, name));
}

export function newestMessage(app: FastifyInstance): string {
  const files = outboxFiles(app);
  if (files.length === 0) throw new Error('the outbox is empty');
  return fs.readFileSync(files[files.length - 1], 'utf8');
}

/** The token of the first /set/<token> link in a message, read as the e2e test does. */
export function linkToken(message: string): string {
  const match = /\/set\/([A-Za-z0-9_-]+)/.exec(message);
  if (!match) throw new Error(`no /set/ link in:\n${message}`);
  return match[1];
}
