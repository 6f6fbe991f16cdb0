import type { FastifyInstance } from 'fastify';
import { AUTH_RATE_RULES } from '../../../src/modules/auth/rules';
import { freshAppForEachTest } from '../../helpers/app';
import { ORIGIN, PASSWORD, probeSession, userWithPassword } from '../../helpers/session';

jest.setTimeout(60000);

let app: FastifyInstance;

/** The sign-in form as a browser posts it without script. */
const postForm = (fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login/form',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe('POST /v1/auth/login/form (the sign-in form without script)', () => {
  freshAppForEachTest((built) => (app = built));

  test('the right password: a session cookie that opens a session, and 303 to the shell naming the account', async () => {
    const ada = await userWithPassword(app, { profile: 'admin', email: 'ada@example.test' });
    const res = await postForm({ email: 'Ada@Example.test', password: PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/?signedin=${ada.id}`);
    const cookie = res.cookies.find((c) => c.name === 'studydesk_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await probeSession(app, `studydesk_session=${cookie!.value}`)).statusCode).toBe(200);
  });

  test('a wrong password, an empty field and an archived account go back to /login naming the problem, with no cookie', async () => {
    await userWithPassword(app, { email: 'ann@example.test' });
    await userWithPassword(app, { email: 'gone@example.test', archived: 1 });
    for (const [fields, problem] of [
      [{ email: 'ann@example.test', password: 'wrong password' }, 'wrong'],
      [{ email: 'ann@example.test', password: '' }, 'wrong'],
      [{ email: 'gone@example.test', password: PASSWORD }, 'archived'],
    ] as const) {
      const res = await postForm(fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/login?signin=${problem}`);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  test('counts against the same failure limits as the JSON sign-in, for the caller’s address', async () => {
    await userWithPassword(app, { email: 'ann@example.test' });
    // the account's failures from new browsers, one short of its lock, already counted (each real one costs a hash)
    await app.db
      .insertInto('rate_limits')
      .values({ key: 'login:email:ann@example.test', count: AUTH_RATE_RULES.loginFailuresPerAccount.limit - 1, reset_at: Date.now() + 600_000 })
      .execute();
    expect((await postForm({ email: 'ann@example.test', password: 'wrong one' })).headers.location).toBe('/login?signin=wrong');
    expect((await postForm({ email: 'ann@example.test', password: PASSWORD })).headers.location).toBe('/login?signin=limited');
  });

  test('a form from another site is refused; the JSON sign-in still refuses form bodies', async () => {
    await userWithPassword(app, { email: 'ann@example.test' });
    const foreign = await postForm({ email: 'ann@example.test', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Cross-origin request refused' });
    const json = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: `email=ann%40example.test&password=${PASSWORD}`,
    });
    expect(json.statusCode).toBe(415);
  });

  test('a field missing altogether is a 400 with a message', async () => {
    const res = await postForm({ email: 'ann@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
