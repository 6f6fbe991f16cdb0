import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, assertPasswordPolicy, hashPassword, verifyPassword } from '../../src/sessions/password';

jest.setTimeout(60000);

describe('password hashing (scrypt)', () => {
  test('encodes the algorithm and its cost parameters with a 16-byte salt', async () => {
    const hash = await hashPassword('a perfectly fine password');
    const [name, N, r, p, salt, key] = hash.split('$');
    expect(name).toBe('scrypt');
    expect([Number(N), Number(r), Number(p)]).toEqual([2 ** 17, 8, 1]);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64').length).toBeGreaterThanOrEqual(32);
    await expect(verifyPassword('a perfectly fine password', hash)).resolves.toBe(true);
    await expect(verifyPassword('a perfectly fine passworD', hash)).resolves.toBe(false);
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
  });
});
