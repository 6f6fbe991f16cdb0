import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token for a cookie or an emailed link: 128 bits, URL-safe. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * What the database keeps instead of a token. A plain SHA-256 is enough: the token has
 * 128 random bits, so unlike a password it cannot be guessed from its hash.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Cheap shape check so junk input never reaches a query. */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(token);
}
