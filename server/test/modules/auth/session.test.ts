import type { FastifyInstance } from 'fastify';
import { appForAllTests, buildTestApp, freshAppForEachTest, insertUser } from '../../helpers/app';
import { PASSWORD, probeSession, sessionFor, userWithPassword } from '../../helpers/session';

jest.setTimeout(60000);

let app: FastifyInstance;
const freshAppPerTest = () => freshAppForEachTest((built) => (app = built));
const me = (cookie?: string) => probeSession(app, cookie);

describe('GET /v1/auth/logout', () => {
  freshAppPerTest();

  test('deletes the session row and clears the cookie: the old cookie no longer works', async () => {
    const cookie = await sessionFor(app, await insertUser(app.db, { profile: 'admin' }));
    const res = await app.inject({ method: 'GET', url: '/v1/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies[0]).toMatchObject({ name: 'studydesk_session', value: '' });
    expect(res.cookies[0].expires?.getTime()).toBeLessThan(Date.now());
    expect(await app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthorized' });
  });

  test('without a session it still answers 200 (signing out twice is harmless)', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/auth/logout' })).statusCode).toBe(200);
  });
});

describe('sessions guard the API', () => {
  appForAllTests((built) => (app = built));

  test.each([
    ['GET', '/v1/user/data/1'],
    ['GET', '/v1/user/activestudentsgroups'],
    ['PATCH', '/v1/user/settings'],
    ['POST', '/v1/auth/users'],
    ['POST', '/v1/auth/register'],
    ['POST', '/v1/auth/update/users'],
    ['GET', '/v1/auth/verify/send/1'],
    ['GET', '/v1/no/such/route'],
    ['GET', '/uploads/0123456789abcdef0123456789abcdef.png'],
  ])('%s %s without a session: 401 Unauthorized', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  test('the guard and no-store follow the path the router matched, however the URL spells it', async () => {
    for (const url of ['/%75ploads/0123456789abcdef0123456789abcdef.png', '/%76%31/user/activestudentsgroups']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
    const health = await app.inject({ method: 'GET', url: '/%76%31/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
  });

  test('the session cookie is read among the browser\'s other cookies, by its exact name', async () => {
    const cookie = await sessionFor(app, await insertUser(app.db, { profile: 'admin' }));
    expect((await me(`sd_lang=es; ${cookie}; studydesk_device_1=abc`)).statusCode).toBe(200);
    expect((await me(`x${cookie}`)).statusCode).toBe(401);
  });

  test('a forged or expired cookie is 401 too', async () => {
    const user = await insertUser(app.db, { profile: 'admin' });
    expect((await me('studydesk_session=forged-token-value-123456')).statusCode).toBe(401);
    const cookie = await sessionFor(app, user);
    expect((await me(cookie)).statusCode).toBe(200);
    await app.db.updateTable('sessions').set({ last_seen_at: Date.now() - 9 * 3600_000 }).where('user_id', '=', user.id).execute();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  test('health needs no session; the OpenAPI document is for admins only (issue 47 item 8)', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    const anonymous = await app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
    const teacher = await app.inject({ method: 'GET', url: '/v1/docs/json', headers: { cookie: await sessionFor(app, await insertUser(app.db, { profile: 'teacher' })) } });
    expect(teacher.statusCode).toBe(403);
    const docs = await app.inject({ method: 'GET', url: '/v1/docs/json', headers: { cookie: await sessionFor(app, await insertUser(app.db, { profile: 'admin' })) } });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/v1/auth/login', '/v1/auth/users', '/v1/auth/verify/send/{id}', '/v1/user/settings']));
    expect(docs.json().paths['/v1/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });
});

describe('on HTTPS', () => {
  test('the cookie is Secure and __Host- prefixed', async () => {
    const secureApp = await buildTestApp({ publicUrl: 'https://school.example' });
    try {
      const user = await userWithPassword(secureApp);
      const res = await secureApp.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { origin: 'https://school.example' },
        payload: { email: user.email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies[0]).toMatchObject({ name: '__Host-studydesk_session', secure: true, path: '/', httpOnly: true });
      expect(res.cookies[0].domain).toBeUndefined();
    } finally {
      await secureApp.close();
    }
  });
});

describe('trusted origins', () => {
  test('TRUSTED_ORIGINS admits a shell served from another origin; others stay refused', async () => {
    process.env.TRUSTED_ORIGINS = 'https://shell.school.example, https://other.example/';
    const trustingApp = await buildTestApp();
    delete process.env.TRUSTED_ORIGINS;
    try {
      const cookie = await sessionFor(trustingApp, await insertUser(trustingApp.db));
      const patch = (origin: string) =>
        trustingApp.inject({ method: 'PATCH', url: '/v1/user/settings', headers: { cookie, origin }, payload: { language: 'en' } });
      expect((await patch('https://shell.school.example')).statusCode).toBe(200);
      expect((await patch('https://other.example')).statusCode).toBe(200);
      expect((await patch('https://evil.example')).statusCode).toBe(403);
      const res = await patch('https://shell.school.example');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await trustingApp.close();
    }
  });
});
