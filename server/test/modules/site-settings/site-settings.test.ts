import type { FastifyInstance } from 'fastify';
import { appForAllTests, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

describe('GET and POST /v1/sitesettings/timezone', () => {
  let app: FastifyInstance;
  const who: Record<string, Record<string, string>> = {};

  appForAllTests((built) => (app = built));
  beforeAll(async () => {
    for (const profile of ['admin', 'teacher', 'student'] as const) who[profile] = await cookieOf(app, await insertUser(app.db, { profile }));
  });

  const read = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/v1/sitesettings/timezone', headers });
  const save = (payload: object, headers = who.admin) => app.inject({ method: 'POST', url: '/v1/sitesettings/timezone', headers, payload });

  it('starts at UTC with no retention manager', async () => {
    expect((await read(who.admin)).json()).toEqual({ timeZone: 'UTC', retentionManagerEmail: '', desiredRetention: 0.9, schoolName: '', defaultLanguage: 'en' });
  });

  it('saves a time zone (canonical spelling) and the retention manager email', async () => {
    const res = await save({ timeZone: 'asia/tokyo', retentionManagerEmail: 'Keeper@School.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Asia/Tokyo', retentionManagerEmail: 'keeper@school.example', desiredRetention: 0.9, schoolName: '', defaultLanguage: 'en' });
    expect((await read(who.admin)).json()).toEqual({ timeZone: 'Asia/Tokyo', retentionManagerEmail: 'keeper@school.example', desiredRetention: 0.9, schoolName: '', defaultLanguage: 'en' });
  });

  it('lets every signed-in user read the time zone, but only admins the email', async () => {
    for (const role of ['teacher', 'student']) {
      const res = await read(who[role]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ timeZone: 'Asia/Tokyo', schoolName: '' });
    }
    expect((await app.inject({ method: 'GET', url: '/v1/sitesettings/timezone' })).statusCode).toBe(401);
  });

  it('refuses changes from teachers and students (403)', async () => {
    for (const role of ['teacher', 'student']) {
      expect((await save({ timeZone: 'UTC', retentionManagerEmail: '' }, who[role])).statusCode).toBe(403);
    }
    expect((await read(who.admin)).json().timeZone).toBe('Asia/Tokyo');
  });

  it('answers 400 for an unknown time zone or a bad email, and keeps the settings', async () => {
    for (const bad of [
      { timeZone: 'Mars/Olympus_Mons', retentionManagerEmail: '' },
      { timeZone: 'Europe/London', retentionManagerEmail: 'not-an-email' },
      { timeZone: '', retentionManagerEmail: '' },
      { timeZone: 'Europe/London' },
    ]) {
      const res = await save(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await read(who.admin)).json().timeZone).toBe('Asia/Tokyo');
  });

  it('keeps the IANA name the admin chose rather than an older alias', async () => {
    expect((await save({ timeZone: 'Asia/Kolkata', retentionManagerEmail: '' })).json().timeZone).toBe('Asia/Kolkata');
  });

  it('clears the email with an empty string', async () => {
    expect((await save({ timeZone: 'UTC', retentionManagerEmail: '' })).json()).toEqual({ timeZone: 'UTC', retentionManagerEmail: '', desiredRetention: 0.9, schoolName: '', defaultLanguage: 'en' });
  });

  it("saves the school's name and the default language, which every signed-in user reads the name of", async () => {
    const res = await save({ timeZone: 'UTC', retentionManagerEmail: '', schoolName: '  Lingua Riverside ', defaultLanguage: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ schoolName: 'Lingua Riverside', defaultLanguage: 'fr' });
    expect((await read(who.teacher)).json()).toEqual({ timeZone: 'UTC', schoolName: 'Lingua Riverside' });
    // left out: unchanged
    expect((await save({ timeZone: 'UTC', retentionManagerEmail: '' })).json()).toMatchObject({ schoolName: 'Lingua Riverside', defaultLanguage: 'fr' });
  });

  it('refuses an empty school name and an unlisted default language (400)', async () => {
    for (const bad of [{ schoolName: ' ' }, { defaultLanguage: 'pt' }]) {
      const res = await save({ timeZone: 'UTC', retentionManagerEmail: '', ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('desired retention of student reviews (site settings)', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;

  appForAllTests((built) => (app = built));
  beforeAll(async () => {
    admin = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
  });

  const save = (payload: object) => app.inject({ method: 'POST', url: '/v1/sitesettings/timezone', headers: admin, payload });

  it('saves it, keeps it when left out, and refuses one out of 0.7–0.99', async () => {
    expect((await save({ timeZone: 'UTC', retentionManagerEmail: '', desiredRetention: 0.85 })).json().desiredRetention).toBe(0.85);
    expect((await save({ timeZone: 'UTC', retentionManagerEmail: '' })).json().desiredRetention).toBe(0.85);
    for (const bad of [0.5, 1, 'high']) expect((await save({ timeZone: 'UTC', retentionManagerEmail: '', desiredRetention: bad })).statusCode).toBe(400);
    const read = await app.inject({ method: 'GET', url: '/v1/sitesettings/timezone', headers: admin });
    expect(read.json().desiredRetention).toBe(0.85);
  });
});
