import type { FastifyInstance } from 'fastify';
import type { UserDto } from '@studydesk/shared/contracts';
import { appForAllTests, insertUser } from '../../helpers/app';
import { outboxFiles, runJobs } from '../../helpers/outbox';
import { sessionFor } from '../../helpers/session';

jest.setTimeout(60000);

let app: FastifyInstance;
let adminCookie: string;
let teacherCookie: string;
appForAllTests((built) => (app = built));
beforeAll(async () => {
  adminCookie = await sessionFor(app, await insertUser(app.db, { profile: 'admin', first_name: 'Root', last_name: 'Admin' }));
  teacherCookie = await sessionFor(app, await insertUser(app.db, { profile: 'teacher' }));
});

const register = (payload: object, cookie = adminCookie) =>
  app.inject({ method: 'POST', url: '/v1/auth/register', headers: { cookie }, payload });
const list = (payload: object, cookie = adminCookie) => app.inject({ method: 'POST', url: '/v1/auth/users', headers: { cookie }, payload });

describe('POST /v1/auth/register', () => {
  test('an admin creates a user (email stored lower-case) who gets an invitation', async () => {
    const before = outboxFiles(app).length;
    const res = await register({ firstName: ' Kai ', lastName: 'Teach', email: 'Kai.Teach@Example.test', profile: 'teacher', title: 'Dr' });
    expect(res.statusCode).toBe(201);
    const user: UserDto = res.json().user;
    expect(user).toEqual({
      id: expect.any(Number),
      firstName: 'Kai',
      lastName: 'Teach',
      email: 'kai.teach@example.test',
      profilepic: null,
      title: 'Dr',
      language: 'en',
      studyplan: null,
      profile: 'teacher',
      isArchived: false,
      hasPassword: false,
      invitation: 'pending',
      lastLesson: null,
    });
    // the invitation is a job of the outbox, sent by the runner
    await runJobs(app);
    expect(outboxFiles(app)).toHaveLength(before + 1);
    const row = await app.db.selectFrom('users').select(['email', 'search_text', 'password_hash']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'kai.teach@example.test', search_text: 'kai teach kai.teach@example.test dr', password_hash: null });
  });

  test('sendInvitation: false creates the user without a message', async () => {
    const before = outboxFiles(app).length;
    const res = await register({ firstName: 'Quiet', lastName: 'One', email: 'quiet@example.test', profile: 'student', sendInvitation: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.invitation).toBe('none');
    expect(outboxFiles(app)).toHaveLength(before);
  });

  test('409 for an email already in use, whatever its case', async () => {
    await register({ firstName: 'A', lastName: 'B', email: 'dup@example.test', profile: 'student', sendInvitation: false });
    const res = await register({ firstName: 'C', lastName: 'D', email: 'DUP@example.test', profile: 'student', sendInvitation: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A user with this email already exists' });
  });

  test('400 for bad input, 403 for a teacher', async () => {
    expect((await register({ firstName: 'A', lastName: 'B', email: 'nope', profile: 'student' })).statusCode).toBe(400);
    expect((await register({ firstName: 'A', lastName: 'B', email: 'a@b.co', profile: 'superuser' })).statusCode).toBe(400);
    expect((await register({ firstName: 'A', lastName: 'B', email: 'a@b.co', profile: 'student', extra: 1 })).statusCode).toBe(400);
    const teacher = await register({ firstName: 'A', lastName: 'B', email: 'a@b.co', profile: 'student' }, teacherCookie);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json()).toEqual({ message: 'Only admins may do this' });
  });
});

describe('POST /v1/auth/users', () => {
  let students: number[];
  beforeAll(async () => {
    const t = Date.UTC(2026, 1, 1);
    students = [
      (await insertUser(app.db, { profile: 'student', first_name: 'Zoë', last_name: 'Núñez', email: 'zoe@lists.test', last_lesson_at: t + 2 })).id,
      (await insertUser(app.db, { profile: 'student', first_name: 'Bob', last_name: 'Zed', email: 'bob@lists.test', last_lesson_at: t + 1 })).id,
      (await insertUser(app.db, { profile: 'student', first_name: 'Eve', last_name: 'Null', email: 'eve@lists.test', last_lesson_at: null })).id,
      (await insertUser(app.db, { profile: 'student', first_name: 'Old', last_name: 'Timer', email: 'old@lists.test', archived: 1 })).id,
      (await insertUser(app.db, { profile: 'student', first_name: 'Ann', last_name: 'Early', email: 'ann@lists.test', last_lesson_at: t })).id,
    ];
  });
  const ids = (res: { json(): { user: { results: UserDto[] } } }) => res.json().user.results.map((u) => u.id);

  test('students default to the latest lesson first, users with no lesson last; paged with the total', async () => {
    const res = await list({ profile: 'student', search: 'lists.test', pageIndex: 0, pageSize: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.total).toBe(4);
    expect(ids(res)).toEqual([students[0], students[1]]);
    const next = await list({ profile: 'student', search: 'lists.test', pageIndex: 1, pageSize: 2 });
    expect(ids(next)).toEqual([students[4], students[2]]);
    const asc = await list({ profile: 'student', search: 'lists.test', orderBy: 'lastLesson', direction: 'asc' });
    expect(ids(asc)).toEqual([students[4], students[1], students[0], students[2]]);
    expect(asc.json().user.results[0].lastLesson).toBe(new Date(Date.UTC(2026, 1, 1)).toISOString());
  });

  test('search ignores case and accents and matches names and email', async () => {
    expect(ids(await list({ search: 'NUNEZ' }))).toEqual([students[0]]);
    expect(ids(await list({ search: 'zoë' }))).toEqual([students[0]]);
    expect(ids(await list({ search: 'bob@LISTS' }))).toEqual([students[1]]);
    expect(ids(await list({ search: '%' }))).toEqual([]);
  });

  test('the Archive switch, the profile filter and text ordering', async () => {
    expect(ids(await list({ search: 'lists.test', isArchived: true }))).toEqual([students[3]]);
    const byFirst = await list({ profile: 'student', search: 'lists.test', orderBy: 'firstName', direction: 'asc' });
    expect(byFirst.json().user.results.map((u: UserDto) => u.firstName)).toEqual(['Ann', 'Bob', 'Eve', 'Zoë']);
    const teachers = await list({ profile: 'teacher', pageSize: 100 });
    expect(teachers.json().user.results.every((u: UserDto) => u.profile === 'teacher')).toBe(true);
    expect(teachers.json().user.total).toBeGreaterThan(0);
  });

  test('400 for bad paging or sort fields, 403 for non-admins', async () => {
    expect((await list({ pageSize: 0 })).statusCode).toBe(400);
    expect((await list({ pageIndex: -1 })).statusCode).toBe(400);
    expect((await list({ orderBy: 'password_hash' })).statusCode).toBe(400);
    expect((await list({ direction: 'sideways' })).statusCode).toBe(400);
    expect((await list({}, teacherCookie)).statusCode).toBe(403);
  });
});
