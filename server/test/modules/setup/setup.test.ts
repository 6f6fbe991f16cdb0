/**
 * First run (docs/product-rules.md#r-setup-1): the link the server prints while the school
 * has no admin, the page's check of it, and the setup that creates the first admin and the
 * school's basics in one transaction, then signs them in.
 */
import type { FastifyInstance } from 'fastify';
import { readSiteSettings } from '../../../src/modules/site-settings';
import { issueSetupLink, setupLogLine } from '../../../src/modules/setup';
import { SETUP_TOKEN_TTL_MS } from '../../../src/modules/setup/rules';
import { freshAppForEachTest, insertUser, sharedTestApps } from '../../helpers/app';

const PUBLIC_URL = 'http://localhost:8080';

const tokenOf = (link: string | null): string => {
  const match = /\/setup\/([A-Za-z0-9_-]+)$/.exec(link ?? '');
  if (!match) throw new Error(`not a setup link: ${link}`);
  return match[1];
};

const validSetup = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace@Lingua.example',
  password: 'compile every morning',
  schoolName: 'Lingua Riverside',
  timeZone: 'Europe/Madrid',
  language: 'es',
  currency: 'EUR',
  ...overrides,
});

async function adminCount(app: FastifyInstance): Promise<number> {
  const rows = await app.db.selectFrom('users').select('id').where('profile', '=', 'admin').execute();
  return rows.length;
}

describe('first run: /v1/setup', () => {
  let app: FastifyInstance;
  freshAppForEachTest((built) => (app = built));

  const check = (token: string) => app.inject({ method: 'GET', url: `/v1/setup/${token}` });
  const complete = (payload: object) => app.inject({ method: 'POST', url: '/v1/setup', payload });

  it('prints the link as "Set up StudyDesk: <url>" under PUBLIC_URL', async () => {
    const link = await issueSetupLink(app.db, PUBLIC_URL);
    expect(link).toMatch(/^http:\/\/localhost:8080\/setup\/[A-Za-z0-9_-]{32}$/);
    expect(setupLogLine(link ?? '')).toBe(`Set up StudyDesk: ${link}`);
  });

  it('stores the token hashed, never as it is', async () => {
    const token = tokenOf(await issueSetupLink(app.db, PUBLIC_URL));
    const row = await app.db.selectFrom('site_settings').select(['setup_token_hash']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.setup_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.setup_token_hash).not.toContain(token);
  });

  it('accepts the link once: creates the admin and the school basics, signs them in, then refuses it', async () => {
    const token = tokenOf(await issueSetupLink(app.db, PUBLIC_URL));
    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().languages.map((l: { code: string }) => l.code)).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'de']));

    const res = await complete(validSetup(token));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'grace@lingua.example', firstName: 'Grace', lastName: 'Hopper', profile: 'admin', language: 'es' });
    const cookie = res.cookies.find((c) => c.name.endsWith('studydesk_session'));
    expect(cookie?.value).toBeTruthy();
    const me = await app.inject({ method: 'GET', url: '/v1/sitesettings/timezone', headers: { cookie: `${cookie?.name}=${cookie?.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ timeZone: 'Europe/Madrid', schoolName: 'Lingua Riverside', defaultLanguage: 'es' });
    expect(await readSiteSettings(app.db)).toMatchObject({ currency: 'EUR', schoolName: 'Lingua Riverside' });

    const again = await complete(validSetup(token, { email: 'second@lingua.example' }));
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('StudyDesk is already set up. Sign in with your account.');
    expect((await check(token)).statusCode).toBe(410);
    expect(await adminCount(app)).toBe(1);
  });

  it('prints no link once an admin exists, and refuses an older one', async () => {
    const token = tokenOf(await issueSetupLink(app.db, PUBLIC_URL));
    await insertUser(app.db, { profile: 'admin', email: 'boss@lingua.example' });
    expect(await issueSetupLink(app.db, PUBLIC_URL)).toBeNull();
    const res = await check(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('StudyDesk is already set up. Sign in with your account.');
  });

  it('refuses a wrong token (404) and the link of an earlier start (404)', async () => {
    const first = tokenOf(await issueSetupLink(app.db, PUBLIC_URL));
    const second = tokenOf(await issueSetupLink(app.db, PUBLIC_URL));
    expect(second).not.toBe(first);
    for (const token of [first, 'A'.repeat(32)]) {
      const res = await complete(validSetup(token));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This setup link is not valid. Use the newest link from the server log.');
    }
    expect((await check(second)).statusCode).toBe(200);
    expect(await adminCount(app)).toBe(0);
  });

  it('refuses an expired link (410) after 24 hours', async () => {
    const issuedAt = Date.now() - SETUP_TOKEN_TTL_MS - 1000;
    const token = tokenOf(await issueSetupLink(app.db, PUBLIC_URL, issuedAt));
    const res = await complete(validSetup(token));
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This setup link has expired. Restart the server for a new one.');
    expect((await check(token)).statusCode).toBe(410);
    expect(await adminCount(app)).toBe(0);
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-address' }, /email/],
    ['an empty school name', { schoolName: '  ' }, /schoolName/],
    ['an empty first name', { firstName: '' }, /firstName/],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, /^Unknown time zone: Mars\/Olympus$/],
    ['an unknown currency', { currency: 'XYZ' }, /^Unknown currency: XYZ$/],
    ['an unlisted language', { language: 'pt' }, /^Unknown language: pt$/],
    ['a password outside the policy', { password: 'short' }, /^Password must be at least 8 characters long$/],
    ['a password with the school name', { password: 'riverside rules 1' }, /name of the school/],
  ])('answers 400 with a message for %s, and writes nothing', async (_what, change, message) => {
    const token = tokenOf(await issueSetupLink(app.db, PUBLIC_URL));
    const res = await complete(validSetup(token, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await adminCount(app)).toBe(0);
    expect((await readSiteSettings(app.db)).schoolName).toBe('');
    expect((await check(token)).statusCode).toBe(200);
  });

  it('writes nothing when the admin cannot be inserted: the school basics roll back with it', async () => {
    const token = tokenOf(await issueSetupLink(app.db, PUBLIC_URL));
    // a teacher already holds the address: the insert fails after the settings row was written
    await insertUser(app.db, { profile: 'teacher', email: 'grace@lingua.example' });
    const res = await complete(validSetup(token));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A user with this email already exists');
    const settings = await readSiteSettings(app.db);
    expect(settings).toMatchObject({ schoolName: '', timeZone: 'UTC', defaultLanguage: 'en' });
    expect((await check(token)).statusCode).toBe(200);
    expect(await adminCount(app)).toBe(0);
  });

  it("tells signed-out pages the school's name and nothing else", async () => {
    const token = tokenOf(await issueSetupLink(app.db, PUBLIC_URL));
    expect((await app.inject({ method: 'GET', url: '/v1/setup/school' })).json()).toEqual({ schoolName: '' });
    expect((await complete(validSetup(token))).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/v1/setup/school' })).json()).toEqual({ schoolName: 'Lingua Riverside' });
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('first run on two instances at once (PostgreSQL)', () => {
  it('lets exactly one of two simultaneous setups with the same link through', async () => {
    const { apps, closeAll } = await sharedTestApps(2);
    try {
      const token = tokenOf(await issueSetupLink(apps[0].db, PUBLIC_URL));
      const answers = await Promise.all(
        apps.map((app, i) => app.inject({ method: 'POST', url: '/v1/setup', payload: validSetup(token, { email: `admin${i}@lingua.example` }) })),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 410]);
      expect(await adminCount(apps[0])).toBe(1);
    } finally {
      await closeAll();
    }
  });
});
