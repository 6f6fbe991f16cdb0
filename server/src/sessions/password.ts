import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@studydesk/shared/contracts';
import { HttpError } from '../permissions/http-error';
import { HashPoolBusyError, hashPool } from './hash-pool';

// Policy limits live in the contracts so the client can hint them; the upper bound only
// guards against hashing megabytes per request.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

// OWASP-recommended scrypt cost. N=2^17, r=8 needs 128*N*r = 128 MiB, above Node's
// 32 MiB default maxmem, so maxmem is raised explicitly.
const DEFAULT_PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';
export const BUSY_MESSAGE = 'Many people are signing in right now. Try again in a few seconds.';

export class PasswordPolicyError extends Error {
  readonly statusCode = 400;
}

/** Throws a 400-style error when the password breaks the length policy. */
export function assertPasswordPolicy(password: string): void {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
    throw new PasswordPolicyError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new PasswordPolicyError(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
  }
}

/** scrypt in the hashing threads; 503 with Retry-After when too many wait already. */
async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  try {
    return await hashPool().derive(password.normalize('NFC'), salt, keyLength, options);
  } catch (error) {
    if (error instanceof HashPoolBusyError) throw new HttpError(503, BUSY_MESSAGE, { retryAfterSeconds: error.retryAfterSeconds });
    throw error;
  }
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$key` (base64), so stored hashes keep
 * verifying if the cost parameters are raised later.
 */
export async function hashPassword(password: string): Promise<string> {
  assertPasswordPolicy(password);
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, DEFAULT_PARAMS, KEY_LENGTH);
  const { N, r, p } = DEFAULT_PARAMS;
  return [PREFIX, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check; false (never a throw) for malformed hashes or out-of-policy input. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || typeof password !== 'string' || password.length === 0 || password.length > PASSWORD_MAX_LENGTH) {
    return false;
  }
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}
