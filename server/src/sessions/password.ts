import { timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@studydesk/shared/contracts';
import { HttpError } from '../permissions/http-error';
import { HashPoolBusyError, hashPool, type HashTask } from './hash-pool';

// Policy limits live in the contracts so the client can hint them; the upper bound only
// guards against hashing megabytes per request.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * The cost of every new hash, in this one place: argon2id at OWASP's first recommended
 * setting (19 MiB, 2 passes, 1 lane), tens of milliseconds where the scrypt it replaces
 * (N=2^17) took over a second. Raising it later re-hashes each account at its next
 * sign-in (`needsRehash`).
 */
export const ARGON2_PARAMS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;
/** Hashes made before argon2id: `scrypt$N$r$p$salt$key` (base64); still verified, replaced at the next sign-in. */
const SCRYPT_PREFIX = 'scrypt';
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

/** A task in the hashing threads; 503 with Retry-After when too many wait already. */
async function inPool<K extends HashTask['kind']>(task: Extract<HashTask, { kind: K }>) {
  try {
    return await hashPool().run<K>(task);
  } catch (error) {
    if (error instanceof HashPoolBusyError) throw new HttpError(503, BUSY_MESSAGE, { retryAfterSeconds: error.retryAfterSeconds });
    throw error;
  }
}

/** Hashes a password as an argon2id PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export async function hashPassword(password: string): Promise<string> {
  assertPasswordPolicy(password);
  return inPool<'argon2-hash'>({ kind: 'argon2-hash', password: password.normalize('NFC'), options: { ...ARGON2_PARAMS } });
}

/** True when a hash that just verified should be replaced: made by scrypt, or at other argon2 costs. */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith(ARGON2_PREFIX);
}

/** Constant-time check; false (never a throw) for malformed hashes or out-of-policy input. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || typeof password !== 'string' || password.length === 0 || password.length > PASSWORD_MAX_LENGTH) {
    return false;
  }
  if (hash.startsWith('$argon2')) {
    try {
      return await inPool<'argon2-verify'>({ kind: 'argon2-verify', password: password.normalize('NFC'), hash });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      return false; // a malformed hash
    }
  }
  return verifyScrypt(password, hash);
}

async function verifyScrypt(password: string, hash: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== SCRYPT_PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  // N=2^17, r=8 needs 128*N*r = 128 MiB, above Node's 32 MiB default maxmem
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  const actual = await inPool<'scrypt'>({ kind: 'scrypt', password: password.normalize('NFC'), salt: new Uint8Array(salt), keyLength: expected.length, options });
  return timingSafeEqual(actual, expected);
}
