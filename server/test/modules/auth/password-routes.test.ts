import type { FastifyInstance } from 'fastify';
import { TOKEN_MESSAGES } from '@studydesk/shared/contracts';
import { AUTH_RATE_RULES } from '../../../src/modules/auth/rules';
import { freshAppForEachTest, insertUser } from '../../helpers/app';
import { linkToken, newestMessage, outboxFiles, runJobs, waitForMessages } from '../../helpers/outbox';
import { login, sessionCookie, sessionFor, userWithPassword } from '../../helpers/session';

jest.setTimeout(60000);

let app: FastifyInstance;
let adminCookie: string;
freshAppForEachTest((built) => (app = built));
beforeEach(async () => {
  adminCookie = await sessionFor(app, await insertUser(app.db, { profile: 'admin' }));
});

const setPassword = (token: string, password: string, cookie?: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/verify/password', headers: cookie ? { cookie } : {}, payload: { token, password } });
const forgot = (email: string, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/forgot', payload: { email }, ...(remoteAddress ? { remoteAddress } : {}) });
async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
/** The newest message once the outbox's jobs ran (mail is sent by the job runner, not the request). */
const sentMessage = async () => {
  await runJobs(app);
  return newestMessage(app);
};
const sendInvite = (id: number, cookie = adminCookie) => app.inject({ method: 'GET', url: `/v1/auth/verify/send/${id}`, headers: { cookie } });

describe('invitation → set password → sign in', () => {
  test('the whole flow, through the message in the outbox', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { cookie: adminCookie },
      payload: { firstName: 'Zoë', lastName: 'Núñez', email: 'Zoe@Example.test', profile: 'student', language: 'es' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'zoe@example.test', hasPassword: false, invitation: 'pending' });
    const message = await sentMessage();
    expect(outboxFiles(app)[0]).toMatch(/\d{13}-invite-\d+\.eml$/);
    expect(message).toMatch(/^To: zoe@example\.test$/m);
    // in the user's language
    expect(message).toMatch(/contrase/);
    // the link is on a line of its own in the text part
    expect(message).toMatch(/^http:\/\/localhost:8080\/set\/[A-Za-z0-9_-]{22}\r?$/m);
    const token = linkToken(message);

    const set = await setPassword(token, 'a brand new password');
    expect(set.statusCode).toBe(200);
    expect((await login(app, 'zoe@example.test', 'a brand new password')).statusCode).toBe(200);
    // single use
    const again = await setPassword(token, 'another violet kettle');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: TOKEN_MESSAGES.used });
  });

  test('unknown, expired and used links get distinct answers', async () => {
    const user = await insertUser(app.db);
    expect((await sendInvite(user.id)).statusCode).toBe(200);
    const token = linkToken(await sentMessage());

    const unknown = await setPassword('AAAAAAAAAAAAAAAAAAAAAA', 'long enough password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: TOKEN_MESSAGES.unknown });
    expect((await setPassword('%%% junk %%%', 'long enough password')).statusCode).toBe(400);

    await app.db.updateTable('one_time_tokens').set({ expires_at: Date.now() - 1 }).execute();
    const expired = await setPassword(token, 'long enough password');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: TOKEN_MESSAGES.expired });
    expect(new Set([TOKEN_MESSAGES.unknown, TOKEN_MESSAGES.expired, TOKEN_MESSAGES.used]).size).toBe(3);
  });

  test('a link can be checked without using it: works, unknown, used, expired; and the check is rate limited', async () => {
    const check = (token: string, remoteAddress = '127.0.0.1') => app.inject({ method: 'GET', url: `/v1/auth/verify/token/${encodeURIComponent(token)}`, remoteAddress });
    const user = await insertUser(app.db);
    expect((await sendInvite(user.id)).statusCode).toBe(200);
    const token = linkToken(await sentMessage());
    expect((await check(token)).statusCode).toBe(200);
    // checking did not use it
    expect((await check(token)).statusCode).toBe(200);
    const unknown = await check('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: TOKEN_MESSAGES.unknown });
    expect((await check('%%% junk %%%')).statusCode).toBe(400);
    expect((await setPassword(token, 'violet kettle under the stairs')).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toEqual({ message: TOKEN_MESSAGES.used });

    await app.db
      .insertInto('rate_limits')
      .values({ key: 'token-check:ip:10.11.0.1', count: AUTH_RATE_RULES.tokenChecksPerIp.limit, reset_at: Date.now() + 600_000 })
      .execute();
    expect((await check(token, '10.11.0.1')).statusCode).toBe(429);
  });

  test('a short password is refused (400) and leaves the link usable', async () => {
    const user = await insertUser(app.db);
    await sendInvite(user.id);
    const token = linkToken(await sentMessage());
    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8/);
    expect((await setPassword(token, 'now it is long enough')).statusCode).toBe(200);
  });

  test('sending the invitation again makes the older link stop working', async () => {
    const user = await insertUser(app.db);
    await sendInvite(user.id);
    const first = linkToken(await sentMessage());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sendInvite(user.id);
    const second = linkToken(await sentMessage());
    expect(second).not.toBe(first);
    expect((await setPassword(first, 'long enough password')).statusCode).toBe(410);
    expect((await setPassword(second, 'long enough password')).statusCode).toBe(200);
  });
});

describe('GET /v1/auth/verify/send/{id}', () => {
  test('admins only: 403 for a teacher, 404 for no such user, 409 once a password is set, 400 for an archived user', async () => {
    const teacher = await userWithPassword(app, { profile: 'teacher' });
    const invited = await insertUser(app.db);
    const teacherRes = await sendInvite(invited.id, await sessionFor(app, teacher));
    expect(teacherRes.statusCode).toBe(403);
    expect(teacherRes.json()).toEqual({ message: expect.any(String) });
    expect((await sendInvite(99999)).statusCode).toBe(404);
    expect((await sendInvite(teacher.id)).statusCode).toBe(409);
    const archived = await insertUser(app.db, { archived: 1 });
    expect((await sendInvite(archived.id)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/v1/auth/verify/send/abc', headers: { cookie: adminCookie } })).statusCode).toBe(400);
    expect(outboxFiles(app)).toHaveLength(0);
  });
});

describe('POST /v1/auth/forgot', () => {
  test('a known and an unknown email get the same answer; only the known one gets a message', async () => {
    const user = await userWithPassword(app, { email: 'known@example.test', language: 'fr' });
    const known = await forgot('KNOWN@example.test');
    const unknown = await forgot('unknown@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await waitForMessages(app, 1);
    expect(outboxFiles(app)).toHaveLength(1);
    const message = await sentMessage();
    expect(outboxFiles(app)[0]).toMatch(new RegExp(`-reset-${user.id}\\.eml$`));
    expect(message).toMatch(/mot de passe/);

    // the reset link sets a new password; the old one stops working; other sessions end
    const otherSession = await sessionFor(app, user);
    const set = await setPassword(linkToken(message), 'the new lighthouse keeper!');
    expect(set.statusCode).toBe(200);
    expect((await login(app, user.email)).statusCode).toBe(401);
    expect((await login(app, user.email, 'the new lighthouse keeper!')).statusCode).toBe(200);
    const old = await app.inject({ method: 'GET', url: `/v1/user/data/${user.id}`, headers: { cookie: otherSession } });
    expect(old.statusCode).toBe(401);
  });

  test('setting a password while signed in as that user rotates the session id', async () => {
    const user = await userWithPassword(app);
    const cookie = await sessionFor(app, user);
    await forgot(user.email);
    await waitForMessages(app, 1);
    const res = await setPassword(linkToken(await sentMessage()), 'yet another password', cookie);
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(cookie);
    const url = `/v1/user/data/${user.id}`;
    expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: { cookie: fresh } })).statusCode).toBe(200);
  });

  test('archived users get no message', async () => {
    await userWithPassword(app, { email: 'old@example.test', archived: 1 });
    expect((await forgot('old@example.test')).statusCode).toBe(200);
    // a later request's message arrives alone: none was queued for the archived user
    const active = await userWithPassword(app, { email: 'active@example.test' });
    await forgot('active@example.test');
    const [only] = await waitForMessages(app, 1);
    expect(only).toMatch(new RegExp(`-reset-${active.id}\\.eml$`));
  });

  test('answers before the message is written, so a known address takes no longer than an unknown one', async () => {
    await userWithPassword(app, { email: 'known@example.test' });
    // a mail server that never answers: the request must not wait for it
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const send = jest.spyOn(app.mailer, 'send').mockImplementation(() => stuck);
    // answered at all: the mailer does not answer until released below
    const known = await forgot('known@example.test');
    expect(known.statusCode).toBe(200);
    // the message was still handed to the mailer, after the answer
    await waitFor(() => send.mock.calls.length === 1);
    release();
  });

  test('rate limited per email and per address with 429', async () => {
    const limit = AUTH_RATE_RULES.forgotPerEmail.limit;
    for (let i = 0; i < limit; i += 1) expect((await forgot('flood@example.test', `10.0.0.${i}`)).statusCode).toBe(200);
    const limited = await forgot('flood@example.test', '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/Too many/) });
    expect((await forgot('other@example.test', '10.0.1.1')).statusCode).toBe(200);

    await app.db
      .insertInto('rate_limits')
      .values({ key: 'forgot:ip:10.9.9.9', count: AUTH_RATE_RULES.forgotPerIp.limit, reset_at: Date.now() + 60_000 })
      .execute();
    expect((await forgot('fresh@example.test', '10.9.9.9')).statusCode).toBe(429);
  });

  test('400 for something that is not an email', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email/);
  });
});

describe('verify/password input', () => {
  test('400 for a missing token or password', async () => {
    expect((await app.inject({ method: 'POST', url: '/v1/auth/verify/password', payload: { token: 'x' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/v1/auth/verify/password', payload: { password: 'long enough' } })).statusCode).toBe(400);
  });
});
