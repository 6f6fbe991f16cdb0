import type { FastifyInstance } from 'fastify';
import { appForAllTests, insertStudyPlan, insertUser } from '../../helpers/app';
import { sessionFor } from '../../helpers/session';
import type { User } from '../../../src/db/schema';

jest.setTimeout(60000);

let app: FastifyInstance;
let admin: User;
let teacher: User;
let student: User;
let stranger: User;
let planId: number;
const cookies: Record<string, string> = {};

appForAllTests((built) => (app = built));
beforeAll(async () => {
  admin = await insertUser(app.db, { profile: 'admin' });
  teacher = await insertUser(app.db, { profile: 'teacher' });
  student = await insertUser(app.db, { profile: 'student', first_name: 'Stu' });
  stranger = await insertUser(app.db, { profile: 'student' });
  planId = (await insertStudyPlan(app.db, { is_group: 0 }, { teacherIds: [teacher.id], memberIds: [student.id] })).id;
  cookies.admin = await sessionFor(app, admin);
  cookies.teacher = await sessionFor(app, teacher);
  cookies.student = await sessionFor(app, student);
  cookies.stranger = await sessionFor(app, stranger);
});

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
const settings = (payload: unknown, cookie = cookies.student) =>
  app.inject({ method: 'PATCH', url: '/v1/user/settings', headers: { cookie }, payload: payload as object });

describe('GET /v1/user/data/{id}', () => {
  test("a student reads their own data, with their individual plan as `studyplan`", async () => {
    const res = await get(`/v1/user/data/${student.id}`, cookies.student);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: student.id, firstName: 'Stu', profile: 'student', studyplan: planId, isArchived: false });
  });

  test('admins read anyone; teachers their students; others get 403', async () => {
    expect((await get(`/v1/user/data/${student.id}`, cookies.admin)).statusCode).toBe(200);
    expect((await get(`/v1/user/data/${student.id}`, cookies.teacher)).statusCode).toBe(200);
    expect((await get(`/v1/user/data/${stranger.id}`, cookies.teacher)).statusCode).toBe(403);
    const other = await get(`/v1/user/data/${student.id}`, cookies.stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: expect.any(String) });
  });

  test('404 for no such user, 400 for a non-numeric id', async () => {
    expect((await get('/v1/user/data/424242', cookies.admin)).statusCode).toBe(404);
    expect((await get('/v1/user/data/abc', cookies.admin)).statusCode).toBe(400);
    expect((await get('/v1/user/data/0', cookies.admin)).statusCode).toBe(400);
  });
});

describe('PATCH /v1/user/settings', () => {
  test('changes the caller’s language', async () => {
    const res = await settings({ language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: student.id, language: 'fr' });
    const row = await app.db.selectFrom('users').select('language').where('id', '=', student.id).executeTakeFirstOrThrow();
    expect(row.language).toBe('fr');
  });

  test('400 for a malformed language or extra fields; 415 for a non-JSON body', async () => {
    expect((await settings({ language: 'French!' })).statusCode).toBe(400);
    expect((await settings({})).statusCode).toBe(400);
    expect((await settings({ language: 'de', profile: 'admin' })).statusCode).toBe(400);
    const text = await app.inject({
      method: 'PATCH',
      url: '/v1/user/settings',
      headers: { cookie: cookies.student, 'content-type': 'text/plain' },
      payload: 'language=de',
    });
    expect(text.statusCode).toBe(415);
  });

  test('403 for a foreign Origin (cross-site request forgery), also on state-changing GETs', async () => {
    const patch = await app.inject({
      method: 'PATCH',
      url: '/v1/user/settings',
      headers: { cookie: cookies.student, origin: 'https://attacker.example' },
      payload: { language: 'de' },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toEqual({ message: 'Cross-origin request refused' });
    const send = await app.inject({
      method: 'GET',
      url: `/v1/auth/verify/send/${student.id}`,
      headers: { cookie: cookies.admin, origin: 'https://attacker.example' },
    });
    expect(send.statusCode).toBe(403);
    const row = await app.db.selectFrom('users').select('language').where('id', '=', student.id).executeTakeFirstOrThrow();
    expect(row.language).not.toBe('de');
  });

  test('only languages of the dictionary, when it lists any', async () => {
    const known = await app.db.selectFrom('languages').select('code').execute();
    if (known.length === 0) await app.db.insertInto('languages').values([{ code: 'en', name: 'English' }, { code: 'es', name: 'Español' }]).execute();
    const codes = (await app.db.selectFrom('languages').select('code').execute()).map((row) => row.code);
    const unknown = ['xx', 'qq', 'zz'].find((code) => !codes.includes(code)) as string;
    const res = await settings({ language: unknown });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unknown language/);
    expect((await settings({ language: codes[0] })).statusCode).toBe(200);
  });
});

describe('GET /v1/user/activestudentsgroups', () => {
  test('counts students and group plans that are not archived (admins only)', async () => {
    const before = (await get('/v1/user/activestudentsgroups', cookies.admin)).json();
    await insertUser(app.db, { profile: 'student' });
    await insertUser(app.db, { profile: 'student', archived: 1 });
    await insertUser(app.db, { profile: 'teacher' });
    await insertStudyPlan(app.db, { is_group: 1 });
    await insertStudyPlan(app.db, { is_group: 1, archived: 1 });
    await insertStudyPlan(app.db, { is_group: 0 });
    const res = await get('/v1/user/activestudentsgroups', cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ activeStudents: before.activeStudents + 1, activeGroups: before.activeGroups + 1 });
    expect(before.activeStudents).toBe(2);
    expect((await get('/v1/user/activestudentsgroups', cookies.teacher)).statusCode).toBe(403);
    expect((await get('/v1/user/activestudentsgroups', cookies.student)).statusCode).toBe(403);
  });
});
