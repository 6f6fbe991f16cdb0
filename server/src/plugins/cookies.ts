import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * Cookies through @fastify/cookie: `request.cookies` parsed on every request (before the
 * session plugin's hook reads it), `reply.setCookie`/`clearCookie` to write them.
 *
 * No cookie is signed by the plugin. The session cookie is a random token the server
 * looks up (a guessed or altered one finds no session), and the device cookie carries
 * its own HMAC, keyed with the account's password hash so that a new password voids it
 * (modules/auth/device-cookie.ts): a signature with one server secret would add nothing
 * to either, and would void every session and device cookie already issued.
 */
export const cookies = fp(
  async (app) => {
    await app.register(fastifyCookie);
  },
  { name: 'studydesk-cookies' },
);

/** The server's own cookies: host-only, whole site, not readable by scripts, not sent on cross-site subrequests. */
export function ownCookie(secure: boolean, expires: Date): CookieSerializeOptions {
  return { path: '/', expires, httpOnly: true, sameSite: 'lax', secure };
}

/**
 * The request's cookies. A request Fastify turned away before its hooks ran has none parsed
 * (frameworkErrors sends a too-long opt-out link to the not-found page, which still reads
 * the language cookie): they are parsed here then.
 */
export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  return (request.cookies as FastifyRequest['cookies'] | null) ?? request.server.parseCookie(request.headers.cookie ?? '');
}
