import type { FastifyInstance } from 'fastify';
import { AUTH_RATE_RULES } from '../../../src/modules/auth/rules';
import { hashToken } from '../../../src/sessions/tokens';
import { freshAppForEachTest, insertUser } from '../../helpers/app';
import { ORIGIN, PASSWORD, login, probeSession, sessionCookie, signIn, userWithPassword } from '../../helpers/session';

jest.setTimeout(60000);

let app: FastifyInstance;
const freshAppPerTest = () => freshAppForEachTest((built) => (app = built));
const me = (cookie?: string) => probeSession(app, cookie);

describe('POST /v1/auth/login', () => {
  freshAppPerTest();

  test('signs in with the right password: the user, and an httpOnly SameSite=Lax session cookie', async () => {
    const admin = await userWithPassword(app, { profile: 'admin', email: 'boss@example.test', first_name: 'Ada' });
    const res = await login(app, 'Boss@Example.TEST');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: admin.id, email: 'boss@example.test', profile: 'admin', firstName: 'Ada', hasPassword: true });
    expect(res.json().user).not.toHaveProperty('password_hash');
    const cookie = res.cookies[0];
    expect(cookie).toMatchObject({ name: 'studydesk_session', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    // the database keeps the hash of the cookie's token, never the token
    const rows = await app.db.selectFrom('sessions').select('id').execute();
    expect(rows).toEqual([{ id: hashToken(cookie.value) }]);
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
  });

  test('a wrong password, an unknown email and a user without a password all get 401', async () => {
    await userWithPassword(app, { email: 'ann@example.test' });
    await insertUser(app.db, { email: 'invited@example.test', password_hash: null });
    for (const [email, password] of [
      ['ann@example.test', 'wrong password'],
      ['nobody@example.test', PASSWORD],
      ['invited@example.test', PASSWORD],
    ]) {
      const res = await login(app, email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  test('archived users cannot sign in', async () => {
    await userWithPassword(app, { email: 'gone@example.test', archived: 1 });
    const res = await login(app, 'gone@example.test');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/archived/);
    expect(await app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  test('400 for a malformed body, 415 for a form post', async () => {
    const missing = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'a@b.c' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/password/);
    const form = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=12345678',
    });
    expect(form.statusCode).toBe(415);
    const text = await app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'text/plain' }, payload: '{}' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: expect.any(String) });
  });

  test('an email with a control character is refused with 400, not stored (PostgreSQL text holds no NUL)', async () => {
    for (const email of ['a\u0000b@example.test', 'a\nb@example.test']) {
      const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'not the password' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(await app.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  test('a foreign Origin is refused with 403; our own origin is fine', async () => {
    await userWithPassword(app, { email: 'ann@example.test' });
    const foreign = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'ann@example.test', password: PASSWORD },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Cross-origin request refused' });
    const crossSite = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'ann@example.test', password: PASSWORD },
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { origin: ORIGIN },
      payload: { email: 'ann@example.test', password: PASSWORD },
    });
    expect(own.statusCode).toBe(200);
  });

  test('every sign-in gets a new session id, and the one the request carried ends', async () => {
    const user = await userWithPassword(app);
    const first = await signIn(app, user);
    const res = await app.inject({ method: 'POST', url: '/v1/auth/login', headers: { cookie: first }, payload: { email: user.email, password: PASSWORD } });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
  });

  test('10 failures of one email from one address lock that pair with 429, even for the right password', async () => {
    const user = await userWithPassword(app, { email: 'target@example.test' });
    // nine failures already counted in this window (each real one costs a scrypt)
    await app.db
      .insertInto('rate_limits')
      .values({ key: 'login:pair:127.0.0.1 target@example.test', count: AUTH_RATE_RULES.loginFailuresPerPair.limit - 1, reset_at: Date.now() + 600_000 })
      .execute();
    expect((await login(app, user.email, 'wrong one')).statusCode).toBe(401);
    const locked = await login(app, user.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // another account from the same address is not locked by it
    const other = await userWithPassword(app);
    expect((await login(app, other.email)).statusCode).toBe(200);
    // nor is the same account from an address that has not failed
    const elsewhere = await app.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: '10.9.8.7', payload: { email: user.email, password: PASSWORD } });
    expect(elsewhere.statusCode).toBe(200);
  });

  test('past the failures of one address, its wrong passwords get 429 but correct ones still sign in', async () => {
    const user = await userWithPassword(app);
    const other = await userWithPassword(app);
    await app.db
      .insertInto('rate_limits')
      .values({ key: 'login:ip:127.0.0.1', count: AUTH_RATE_RULES.loginFailuresPerIp.limit, reset_at: Date.now() + 600_000 })
      .execute();
    const wrong = await login(app, other.email, 'a wrong password');
    expect(wrong.statusCode).toBe(429);
    expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(0);
    // one pupil's typos do not lock out the colleagues behind the same address
    expect((await login(app, user.email)).statusCode).toBe(200);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: '10.1.2.3',
      payload: { email: other.email, password: 'a wrong password' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  test('a burst of parallel wrong passwords gets exactly the limit of 401s, then 429', async () => {
    const user = await userWithPassword(app, { email: 'burst@example.test' });
    const { limit } = AUTH_RATE_RULES.loginFailuresPerPair;
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(app, user.email, 'not the password')));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - limit);
    // every attempt was counted, none slipped between a read and a write
    const row = await app.db.selectFrom('rate_limits').select('count').where('key', '=', 'login:pair:127.0.0.1 burst@example.test').executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(30);
    // the refused ones never reached the password check: the account counted the checked ones only
    const account = await app.db.selectFrom('rate_limits').select('count').where('key', '=', 'login:email:burst@example.test').executeTakeFirstOrThrow();
    expect(Number(account.count)).toBe(limit);
  });

  test('successful sign-ins of one address have a budget too', async () => {
    const user = await userWithPassword(app);
    await app.db
      .insertInto('rate_limits')
      .values({ key: 'login:ok:127.0.0.1', count: AUTH_RATE_RULES.loginSuccessesPerIp.limit, reset_at: Date.now() + 60_000 })
      .execute();
    const res = await login(app, user.email);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('a failure is counted three ways; a success clears its pair and gives back its own attempt only', async () => {
    const user = await userWithPassword(app);
    const pairKey = `login:pair:127.0.0.1 ${user.email}`;
    const accountKey = `login:email:${user.email}`;
    const count = async (key: string) =>
      (await app.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count;
    await login(app, user.email, 'wrong password');
    expect(await count(pairKey)).toBe(1);
    expect(await count(accountKey)).toBe(1);
    expect(await count('login:ip:127.0.0.1')).toBe(1);
    // a failure from another address
    await app.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: '10.0.0.2', payload: { email: user.email, password: 'nope nope' } });
    expect(await count(accountKey)).toBe(2);
    await signIn(app, user);
    expect(await count(pairKey)).toBeUndefined();
    // the failure from elsewhere stays counted: signing in does not reset a guesser's slowdown
    expect(await count(accountKey)).toBe(2);
    expect(await count('login:ip:127.0.0.1')).toBe(1);
  });
});
