import { scryptSync } from 'node:crypto';

/** A password hash as the server made them before argon2id (`scrypt$N$r$p$salt$key`; a cheap N, so tests stay quick). */
export function oldScryptHash(password: string, N = 2 ** 12): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
