import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AUTH_RATE_RULES } from '../../../src/modules/auth/rules';
import { hashToken } from '../../../src/sessions/tokens';
import { freshAppForEachTest, insertUser } from '../../helpers/app';
import { ORIGIN, PASSWORD, login, probeSession, sessionCookie, signIn, userWithPassword } from '../../helpers/session';

jest.setTimeout(60000);

let app: FastifyInstance;
const freshAppPerTest = () => freshAppForEachTest((built) => (app = built));
const me = (cookie?: string) => probeSession(app, cookie);
const countOf = async (key: string) => (await app.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count;
const deviceCookie = (res: LightMyRequestResponse, userId: number) => {
  const cookie = res.cookies.find((c) => c.name === `studydesk_device_${userId}`);
  if (!cookie) throw new Error('no device cookie');
  return `${cookie.name}=${cookie.value}`;
};

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

  test('a success gives the browser an httpOnly device cookie for that account', async () => {
    const user = await userWithPassword(app);
    const res = await login(app, user.email);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === `studydesk_device_${user.id}`)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // a browser signing in with it does not get another
    const again = await app.inject({ method: 'POST', url: '/v1/auth/login', headers: { cookie: deviceCookie(res, user.id) }, payload: { email: user.email, password: PASSWORD } });
    expect(again.statusCode).toBe(200);
    expect(again.cookies.map((c) => c.name)).toEqual(['studydesk_session']);
  });

  test('a burst of parallel wrong passwords gets exactly the account budget of 401s, then 429', async () => {
    const user = await userWithPassword(app, { email: 'burst@example.test' });
    const { limit } = AUTH_RATE_RULES.loginFailuresPerAccount;
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(app, user.email, 'not the password')));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - limit);
    // every attempt was counted, none slipped between a read and a write
    expect(await countOf('login:email:burst@example.test')).toBe(30);
    expect(await countOf('login:ip:127.0.0.1')).toBe(30);
  });

  test('a success gives back its own reservation on the account; the failures stay counted', async () => {
    const user = await userWithPassword(app);
    const accountKey = `login:email:${user.email}`;
    await login(app, user.email, 'wrong password');
    await app.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: '10.0.0.2', payload: { email: user.email, password: 'nope nope' } });
    expect(await countOf(accountKey)).toBe(2);
    await signIn(app, user);
    expect(await countOf(accountKey)).toBe(2);
    // the address counts every attempt without a device cookie, right or wrong
    expect(await countOf('login:ip:127.0.0.1')).toBe(2);
  });
});
