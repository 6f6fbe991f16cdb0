import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AUTH_RATE_RULES, parseLoginKey } from '../../../src/modules/auth/rules';
import { hashPool } from '../../../src/sessions/hash-pool';
import { freshAppForEachTest, hashedPassword, insertUser } from '../../helpers/app';
import { oldScryptHash } from '../../helpers/old-hashes';
import { newestMessage, outboxFiles, waitForMessages } from '../../helpers/outbox';
import { PASSWORD, cookieOf, userWithPassword } from '../../helpers/session';

jest.setTimeout(60000);

let app: FastifyInstance;
freshAppForEachTest((built) => (app = built));

const { limit } = AUTH_RATE_RULES.loginFailuresPerAccount;
const loginFrom = (remoteAddress: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress, payload: { email, password } });
const preset = (key: string, count: number) =>
  app.db
    .insertInto('rate_limits')
    .values({ key, count, reset_at: Date.now() + 600_000 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count, reset_at: Date.now() + 600_000 }))
    .execute();
const countOf = async (key: string) => (await app.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count;

/** The device cookie a successful sign-in gave, for the next request's Cookie header. */
function deviceCookieOf(res: LightMyRequestResponse, userId: number): string {
  const cookie = res.cookies.find((c) => c.name === `studydesk_device_${userId}`);
  if (!cookie) throw new Error(`no device cookie in ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}
const loginWith = (cookie: string, email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress, headers: { cookie }, payload: { email, password } });

describe('once a limit applies, the answer tells nothing and costs no hash', () => {
  test('a locked account answers the right and a wrong password with the same 429, without hashing', async () => {
    const user = await userWithPassword(app, { email: 'teacher@example.test', profile: 'teacher' });
    await preset(`login:email:${user.email}`, limit);
    const before = hashPool().accepted;
    const right = await loginFrom('10.0.0.1', user.email, PASSWORD);
    const wrong = await loginFrom('10.0.0.1', user.email, 'a wrong guess');
    expect(hashPool().accepted).toBe(before);
    for (const res of [right, wrong]) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.cookies).toEqual([]);
    }
    expect(right.body).toBe(wrong.body);
  });

  test('past the attempts of an address, its right passwords get the same 429 as its wrong ones', async () => {
    const users = [await userWithPassword(app), await userWithPassword(app)];
    await preset('login:ip:10.6.0.1', AUTH_RATE_RULES.loginAttemptsPerIp.limit);
    const before = hashPool().accepted;
    const right = await loginFrom('10.6.0.1', users[0].email, PASSWORD);
    const wrong = await loginFrom('10.6.0.1', users[1].email, 'a wrong guess');
    expect(hashPool().accepted).toBe(before);
    expect([right.statusCode, wrong.statusCode]).toEqual([429, 429]);
    expect(right.body).toBe(wrong.body);
    // the refused attempts are not failures of the accounts
    expect((await countOf(`login:email:${users[0].email}`)) ?? 0).toBe(0);
    // another address is not affected
    expect((await loginFrom('10.6.0.2', users[0].email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('device cookies: the owner keeps signing in while a guesser is locked out', () => {
  test('ten wrong passwords lock the account for browsers without its device cookie, not for the teacher\'s own', async () => {
    const user = await userWithPassword(app, { email: 'teacher@example.test', profile: 'teacher' });
    // the teacher signed in on this browser yesterday
    const device = deviceCookieOf(await loginFrom('10.7.0.1', user.email, PASSWORD), user.id);
    // a pupil at the same school (same address) guesses ten times
    const guesses = await Promise.all(Array.from({ length: limit }, (_, i) => loginFrom('10.7.0.1', user.email, `guess ${i}`)));
    expect(guesses.map((res) => res.statusCode)).toEqual(Array(limit).fill(401));
    // the guesser is now locked out, right password or not
    expect((await loginFrom('10.7.0.1', user.email, 'guess 11')).statusCode).toBe(429);
    expect((await loginFrom('10.7.0.1', user.email, PASSWORD)).statusCode).toBe(429);
    // the teacher's browser, same address, signs in
    const own = await loginWith(device, user.email, PASSWORD, '10.7.0.1');
    expect(own.statusCode).toBe(200);
  });

  test('a device cookie works for its own account only, and not once forged', async () => {
    const user = await userWithPassword(app);
    const other = await userWithPassword(app);
    const device = deviceCookieOf(await loginFrom('10.8.0.1', user.email, PASSWORD), user.id);
    await preset(`login:email:${other.email}`, limit);
    expect((await loginWith(device, other.email, PASSWORD)).statusCode).toBe(429);
    await preset(`login:email:${user.email}`, limit);
    const forged = `${device.slice(0, -3)}${device.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await loginWith(forged, user.email, PASSWORD)).statusCode).toBe(429);
    expect((await loginWith(device, user.email, PASSWORD)).statusCode).toBe(200);
  });

  test('each device cookie has its own small budget of failures, past which it is not trusted', async () => {
    const user = await userWithPassword(app);
    const device = deviceCookieOf(await loginFrom('10.9.0.1', user.email, PASSWORD), user.id);
    await preset(`login:email:${user.email}`, limit);
    const budget = AUTH_RATE_RULES.loginFailuresPerDevice.limit;
    for (let i = 0; i < budget; i += 1) expect((await loginWith(device, user.email, `typo ${i}`)).statusCode).toBe(401);
    // the cookie is spent: the attempt is an untrusted one on a locked account
    expect((await loginWith(device, user.email, PASSWORD)).statusCode).toBe(429);
  });

  test('a password change invalidates the account\'s device cookies', async () => {
    const user = await userWithPassword(app);
    const device = deviceCookieOf(await loginFrom('10.9.1.1', user.email, PASSWORD), user.id);
    await app.db.updateTable('users').set({ password_hash: await hashedPassword('another password 7') }).where('id', '=', user.id).execute();
    await preset(`login:email:${user.email}`, limit);
    expect((await loginWith(device, user.email, 'another password 7')).statusCode).toBe(429);
  });
});

describe('hashes made before argon2id', () => {
  test('an old scrypt hash still signs in, and is replaced by an argon2id hash of the same password', async () => {
    const user = await insertUser(app.db, { password_hash: oldScryptHash(PASSWORD) });
    expect((await loginFrom('10.9.2.1', user.email, PASSWORD)).statusCode).toBe(200);
    const { password_hash } = await app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await loginFrom('10.9.2.1', user.email, PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom('10.9.2.1', user.email, 'not the password')).statusCode).toBe(401);
  });

  test('a wrong password leaves the old hash alone', async () => {
    const hash = oldScryptHash(PASSWORD);
    const user = await insertUser(app.db, { password_hash: hash });
    expect((await loginFrom('10.9.3.1', user.email, 'wrong password')).statusCode).toBe(401);
    const row = await app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBe(hash);
  });
});

describe('the owner is told once per window that their account is being guessed at', () => {
  test('one message, through the mail module, however many attempts', async () => {
    const user = await userWithPassword(app, { email: 'pupil@example.test', first_name: 'Pia', language: 'de' });
    await preset(`login:email:${user.email}`, limit);
    for (const address of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      expect((await loginFrom(address, user.email, 'a guess')).statusCode).toBe(429);
    }
    const [file] = await waitForMessages(app, 1);
    expect(file).toMatch(/guessing/);
    const message = newestMessage(app);
    expect(message).toMatch(/To: pupil@example.test/);
    expect(message).toMatch(/Pia/);
    expect(message).toContain('http://localhost:8080/forgotten-password');
    // give the other attempts' background work time to run: still one message
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxFiles(app)).toHaveLength(1);
  });

  test('no message within the budget, and none for an unknown address', async () => {
    const user = await userWithPassword(app);
    await loginFrom('10.3.0.1', user.email, 'one typo');
    await preset('login:email:nobody@example.test', limit + 5);
    await loginFrom('10.3.0.2', 'nobody@example.test', 'a guess');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxFiles(app)).toHaveLength(0);
  });
});

describe('GET /v1/auth/throttles and DELETE /v1/auth/throttles/{key}', () => {
  test('an admin sees the counters of the current windows, and clearing an account lock unblocks it', async () => {
    const admin = await userWithPassword(app, { profile: 'admin' });
    const user = await userWithPassword(app, { email: 'locked@example.test' });
    const accountKey = 'login:email:locked@example.test';
    await preset(accountKey, limit);
    await preset('login:ip:10.4.0.1', 3);
    await preset('login:device:abcdefabcdefabcdefabcd', 2); // a device's own budget: not listed
    await app.db.insertInto('rate_limits').values({ key: 'login:ip:10.9.9.9', count: 7, reset_at: Date.now() - 1 }).execute(); // ended
    expect((await loginFrom('10.4.0.1', user.email, PASSWORD)).statusCode).toBe(429);

    const headers = await cookieOf(app, admin);
    const list = await app.inject({ method: 'GET', url: '/v1/auth/throttles', headers });
    expect(list.statusCode).toBe(200);
    const { throttles } = list.json();
    expect(throttles).toEqual([
      // the refused attempt above counted on the account and on the address
      expect.objectContaining({ key: accountKey, kind: 'account', email: 'locked@example.test', address: null, failures: 11, limit: 10, active: true }),
      expect.objectContaining({ key: 'login:ip:10.4.0.1', kind: 'address', email: null, address: '10.4.0.1', failures: 4, active: false }),
    ]);
    expect(new Date(throttles[0].resetAt).getTime()).toBeGreaterThan(Date.now());

    const cleared = await app.inject({ method: 'DELETE', url: `/v1/auth/throttles/${encodeURIComponent(accountKey)}`, headers });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: 'Throttle cleared' });
    expect(await countOf(accountKey)).toBeUndefined();
    expect((await loginFrom('10.4.0.1', user.email, PASSWORD)).statusCode).toBe(200);

    const ended = await app.inject({ method: 'DELETE', url: `/v1/auth/throttles/${encodeURIComponent('login:ip:10.4.0.9')}`, headers });
    expect(ended.statusCode).toBe(404);
    const other = await app.inject({ method: 'DELETE', url: `/v1/auth/throttles/${encodeURIComponent('login:device:abcdefabcdefabcdefabcd')}`, headers });
    expect(other.statusCode).toBe(400);
  });

  test('teachers and students get 403, anonymous 401', async () => {
    await preset('login:ip:10.5.0.1', 60);
    for (const profile of ['teacher', 'student'] as const) {
      const user = await userWithPassword(app, { profile });
      const headers = await cookieOf(app, user);
      expect((await app.inject({ method: 'GET', url: '/v1/auth/throttles', headers })).statusCode).toBe(403);
      expect((await app.inject({ method: 'DELETE', url: `/v1/auth/throttles/${encodeURIComponent('login:ip:10.5.0.1')}`, headers })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/v1/auth/throttles' })).statusCode).toBe(401);
    expect(await countOf('login:ip:10.5.0.1')).toBe(60);
  });

  test('keys are read back whatever the address looks like', () => {
    expect(parseLoginKey('login:pair:::1 a b@example.test')).toEqual({ kind: 'pair', address: '::1', email: 'a b@example.test' });
    expect(parseLoginKey('login:ip:2001:db8::1')).toEqual({ kind: 'address', address: '2001:db8::1', email: null });
    expect(parseLoginKey('forgot:ip:1.2.3.4')).toBeNull();
    expect(parseLoginKey('login:pair:nospace')).toBeNull();
  });
});
