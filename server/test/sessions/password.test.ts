import { ARGON2_PARAMS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, assertPasswordPolicy, hashPassword, needsRehash, verifyPassword } from '../../src/sessions/password';
import { oldScryptHash } from '../helpers/old-hashes';

jest.setTimeout(60000);

describe('password hashing (argon2id)', () => {
  test('encodes argon2id and its cost parameters, with a 16-byte salt', async () => {
    const hash = await hashPassword('a perfectly fine password');
    const [, name, version, params, salt] = hash.split('$');
    expect(name).toBe('argon2id');
    expect(version).toBe('v=19');
    expect(params).toBe(`m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}`);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(needsRehash(hash)).toBe(false);
    await expect(verifyPassword('a perfectly fine password', hash)).resolves.toBe(true);
    await expect(verifyPassword('a perfectly fine passworD', hash)).resolves.toBe(false);
  });

  test('still verifies the scrypt hashes made before, and marks them for re-hashing', async () => {
    const hash = oldScryptHash('an old password');
    await expect(verifyPassword('an old password', hash)).resolves.toBe(true);
    await expect(verifyPassword('an old passworD', hash)).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$a2V5')).toBe(true);
  });

  test('salts every hash: the same password never hashes the same twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });

  test('rejects passwords shorter than the minimum', async () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    await expect(hashPassword('1234567')).rejects.toThrow(/at least 8/);
    await expect(hashPassword('')).rejects.toMatchObject({ statusCode: 400 });
    expect(() => assertPasswordPolicy('12345678')).not.toThrow();
  });

  test('accepts long passwords without truncating them', async () => {
    const long = 'x'.repeat(99);
    const a = `${long}a`;
    const b = `${long}b`;
    const hash = await hashPassword(a);
    await expect(verifyPassword(a, hash)).resolves.toBe(true);
    // differing only in the 100th character: a truncating hash (bcrypt's 72 bytes) would accept both
    await expect(verifyPassword(b, hash)).resolves.toBe(false);
    const max = 'y'.repeat(PASSWORD_MAX_LENGTH);
    await expect(verifyPassword(max, await hashPassword(max))).resolves.toBe(true);
  });

  test('refuses absurdly long passwords instead of hashing megabytes', async () => {
    await expect(hashPassword('z'.repeat(PASSWORD_MAX_LENGTH + 1))).rejects.toMatchObject({ statusCode: 400 });
  });

  test('a missing or malformed hash verifies nothing and never throws', async () => {
    await expect(verifyPassword('whatever1', null)).resolves.toBe(false);
    await expect(verifyPassword('whatever1', 'not a hash')).resolves.toBe(false);
    await expect(verifyPassword('whatever1', 'scrypt$1048577$8$1$c2FsdA==$a2V5')).resolves.toBe(false);
    await expect(verifyPassword('whatever1', 'bcrypt$2$8$1$c2FsdA==$a2V5')).resolves.toBe(false);
    await expect(verifyPassword('whatever1', '$argon2id$v=19$m=19456,t=2,p=1$bad$bad')).resolves.toBe(false);
  });
});
