import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SLOWDOWN, AUTH_RATE_RULES, accountSlowdownMs, parseLoginKey } from '../../../src/modules/auth/rules';
import { freshAppForEachTest } from '../../helpers/app';
import { newestMessage, outboxFiles, waitForMessages } from '../../helpers/outbox';
import { PASSWORD, cookieOf, userWithPassword } from '../../helpers/session';

jest.setTimeout(60000);

let app: FastifyInstance;
freshAppForEachTest((built) => (app = built));

const { limit } = AUTH_RATE_RULES.loginFailuresPerAccount;
const loginFrom = (remoteAddress: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress, payload: { email, password } });
const preset = (key: string, count: number) =>
  app.db.insertInto('rate_limits').values({ key, count, reset_at: Date.now() + 600_000 }).execute();
const countOf = async (key: string) => (await app.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count;

describe('the account slowdown (failures of one account from anywhere)', () => {
  test('no delay within the budget, then a delay that doubles per failure up to a cap', () => {
    expect(accountSlowdownMs(0)).toBe(0);
    expect(accountSlowdownMs(limit - 1)).toBe(0);
    expect(accountSlowdownMs(limit)).toBe(ACCOUNT_SLOWDOWN.firstMs);
    expect(accountSlowdownMs(limit + 1)).toBe(2 * ACCOUNT_SLOWDOWN.firstMs);
    expect(accountSlowdownMs(limit + 2)).toBe(4 * ACCOUNT_SLOWDOWN.firstMs);
    expect(accountSlowdownMs(limit + 1000)).toBe(ACCOUNT_SLOWDOWN.maxMs);
  });

  test('ten wrong passwords from many addresses do not lock the account: the right one from a clean address signs in', async () => {
    const user = await userWithPassword(app, { email: 'admin@example.test', profile: 'admin' });
    // ten failures from ten addresses: no single address reaches its pair budget
    const wrong = await Promise.all(Array.from({ length: limit }, (_, i) => loginFrom(`10.0.0.${i + 1}`, user.email, 'guess ' + i)));
    expect(wrong.map((res) => res.statusCode)).toEqual(Array(limit).fill(401));
    expect(await countOf(`login:email:${user.email}`)).toBe(limit);
    const started = Date.now();
    const right = await loginFrom('192.168.1.20', user.email, PASSWORD);
    expect(right.statusCode).toBe(200);
    // slowed down, not refused
    expect(Date.now() - started).toBeGreaterThanOrEqual(ACCOUNT_SLOWDOWN.firstMs - 20);
  });

  test('past the budget every attempt waits longer, and wrong ones are still answered 401, not 429', async () => {
    const user = await userWithPassword(app);
    await preset(`login:email:${user.email}`, limit + 2);
    const started = Date.now();
    const res = await loginFrom('10.1.1.1', user.email, 'still guessing');
    expect(res.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(accountSlowdownMs(limit + 2) - 20);
  });
});

describe('the owner is told once per window that their account is being guessed at', () => {
  test('one message, through the mail module, however many attempts', async () => {
    const user = await userWithPassword(app, { email: 'pupil@example.test', first_name: 'Pia', language: 'de' });
    await preset(`login:email:${user.email}`, limit);
    for (const address of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      expect((await loginFrom(address, user.email, 'a guess')).statusCode).toBe(401);
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
  test('an admin sees the counters of the current windows, and clearing a pair unblocks it', async () => {
    const admin = await userWithPassword(app, { profile: 'admin' });
    const user = await userWithPassword(app, { email: 'locked@example.test' });
    const pairKey = 'login:pair:10.4.0.1 locked@example.test';
    await preset(pairKey, AUTH_RATE_RULES.loginFailuresPerPair.limit);
    await preset('login:email:locked@example.test', 3);
    await preset('login:ok:10.4.0.1', 2); // not a failure counter: not listed
    await app.db.insertInto('rate_limits').values({ key: 'login:ip:10.9.9.9', count: 7, reset_at: Date.now() - 1 }).execute(); // ended
    expect((await loginFrom('10.4.0.1', user.email, PASSWORD)).statusCode).toBe(429);

    const headers = await cookieOf(app, admin);
    const list = await app.inject({ method: 'GET', url: '/v1/auth/throttles', headers });
    expect(list.statusCode).toBe(200);
    const { throttles } = list.json();
    expect(throttles).toEqual([
      // the refused attempt above counted on the pair
      expect.objectContaining({ key: pairKey, kind: 'pair', email: 'locked@example.test', address: '10.4.0.1', failures: 11, limit: 10, active: true }),
      expect.objectContaining({ key: 'login:email:locked@example.test', kind: 'account', email: 'locked@example.test', address: null, failures: 3, active: false }),
    ]);
    expect(new Date(throttles[0].resetAt).getTime()).toBeGreaterThan(Date.now());

    const cleared = await app.inject({ method: 'DELETE', url: `/v1/auth/throttles/${encodeURIComponent(pairKey)}`, headers });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: 'Throttle cleared' });
    expect(await countOf(pairKey)).toBeUndefined();
    expect((await loginFrom('10.4.0.1', user.email, PASSWORD)).statusCode).toBe(200);

    const again = await app.inject({ method: 'DELETE', url: `/v1/auth/throttles/${encodeURIComponent(pairKey)}`, headers });
    expect(again.statusCode).toBe(404);
    const other = await app.inject({ method: 'DELETE', url: `/v1/auth/throttles/${encodeURIComponent('login:ok:10.4.0.1')}`, headers });
    expect(other.statusCode).toBe(400);
    expect(await countOf('login:ok:10.4.0.1')).toBe(3); // the two preset and the sign-in above
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
