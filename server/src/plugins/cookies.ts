/**
 * The one cookie the server uses, read and written by hand. @fastify/cookie 11 loads its
 * parser (`cookie` 2, ES module only) with a dynamic import that Jest on Node 20 cannot
 * run, and a session id needs none of its features (signing, encoding).
 */

/** The value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    return value;
  }
  return undefined;
}

export interface CookieOptions {
  /** when the browser should forget it; a past date deletes it */
  expires: Date;
  secure: boolean;
}

/** A Set-Cookie value: host-only, whole site, not readable by scripts, not sent on cross-site subrequests. */
export function serializeCookie(name: string, value: string, { expires, secure }: CookieOptions): string {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw new Error('cookie values are URL-safe tokens');
  const parts = [`${name}=${value}`, 'Path=/', `Expires=${expires.toUTCString()}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
