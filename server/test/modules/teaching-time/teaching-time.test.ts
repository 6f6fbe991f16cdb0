import type { FastifyInstance } from 'fastify';
import type { User } from '../../../src/db/schema';
import { buildTestApp, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

// the first call of a route compiles its schemas: seconds on a busy two-core machine
jest.setTimeout(30_000);

// The site is in New York (UTC-5 in winter): month boundaries are 05:00 UTC.
const ZONE = 'America/New_York';
const ny = (y: number, m: number, d: number, h: number, min = 0) => Date.UTC(y, m - 1, d, h + 5, min);

describe('teaching time: report, CSV data and lesson history', () => {
  let app: FastifyInstance;
  const who: Record<string, Record<string, string>> = {};
  let ana: User;
  let ben: User;
  let cleo: User;
  let dan: User;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.db.updateTable('site_settings').set({ time_zone: ZONE }).where('id', '=', 1).execute();
    const admin = await insertUser(app.db, { profile: 'admin' });
    const student = await insertUser(app.db, { profile: 'student', first_name: 'Sofía', last_name: 'Núñez' });
    const pupil = await insertUser(app.db, { profile: 'student', first_name: 'Bo', last_name: 'Aas' });
    ana = await insertUser(app.db, { profile: 'teacher', first_name: 'Ana', last_name: 'Alvarez' });
    ben = await insertUser(app.db, { profile: 'teacher', first_name: 'Benoît', last_name: 'Bolt' });
    cleo = await insertUser(app.db, { profile: 'teacher', first_name: 'Cleo', last_name: 'Cruz' });
    dan = await insertUser(app.db, { profile: 'teacher', first_name: 'Dan', last_name: 'Dale', archived: 1 });
    await insertUser(app.db, { profile: 'teacher', first_name: 'Eve', last_name: 'Eld', archived: 1 });
    who.admin = await cookieOf(app, admin);
    who.student = await cookieOf(app, student);
    who.ana = await cookieOf(app, ana);

    const solo = await insertStudyPlan(app.db, { title: 'Business English' }, { teacherIds: [ana.id], memberIds: [student.id] });
    const group = await insertStudyPlan(app.db, { title: 'Group "B1"' }, { teacherIds: [ben.id, dan.id], memberIds: [student.id, pupil.id] });
    const lesson = (teacher: User, planId: number, at: number, more: object = {}) =>
      insertActivity(app.db, { study_plan_id: planId, teacher_id: teacher.id, start_time: at, lesson_length: 1, is_completed: 1, ...more });
    // Ana, January: 23:30 local on the last day counts (already February in UTC)
    await lesson(ana, solo.id, ny(2026, 1, 31, 23, 30), { lesson_length: 1.5, description: '=SUM(A1)' });
    await lesson(ana, solo.id, ny(2026, 1, 1, 0), {});
    await lesson(ana, solo.id, ny(2025, 12, 31, 23, 59), {}); // December
    await lesson(ana, solo.id, ny(2026, 2, 1, 0), {}); // February
    await lesson(ana, solo.id, ny(2026, 1, 20, 9), { lesson_length: 2, is_completed: 0 }); // planned
    await lesson(ana, solo.id, ny(2026, 1, 10, 9), { type: 'milestone', lesson_length: 0 }); // no teaching time
    // Ben, January: one of three paid → partially paid
    await lesson(ben, group.id, ny(2026, 1, 5, 10), { paid: 1 });
    await lesson(ben, group.id, ny(2026, 1, 12, 10), { lesson_length: 2 });
    await lesson(ben, group.id, ny(2026, 1, 19, 10), {});
    // Dan left the school but taught in January: still on the report
    await lesson(dan, group.id, ny(2026, 1, 8, 10), { paid: 1 });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: object, headers = who.admin) => app.inject({ method: 'POST', url, headers, payload });
  const report = (payload: object, headers = who.admin) =>
    post('/v1/activity/teachingtimemonth', { month: 1, year: 2026, ...payload }, headers);

  it('has one row per teacher: hours and lessons of completed lessons in the site-zone month, and the paid state', async () => {
    const res = await report({});
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(4); // Ana, Ben, Cleo, archived Dan; not archived Eve
    const byName = Object.fromEntries(data.results.map((r: { firstName: string }) => [r.firstName, r]));
    expect(byName.Ana).toMatchObject({ id: ana.id, hours: 2.5, lessons: 2, paidLessons: 0, paid: 0, month: 1, year: 2026, date: '2026-01-01' });
    expect(byName['Benoît']).toMatchObject({ hours: 4, lessons: 3, paidLessons: 1, paid: 2 });
    expect(byName.Cleo).toMatchObject({ id: cleo.id, hours: 0, lessons: 0, paid: -1, markedAt: null });
    expect(byName.Dan).toMatchObject({ id: dan.id, hours: 1, lessons: 1, paid: 1 });
  });

  it('orders by hours, descending, by default; other keys and directions on request', async () => {
    const names = async (payload: object) =>
      (await report(payload)).json().data.results.map((r: { firstName: string }) => r.firstName);
    expect(await names({})).toEqual(['Benoît', 'Ana', 'Dan', 'Cleo']);
    expect(await names({ orderBy: 'lastName', direction: 'asc' })).toEqual(['Ana', 'Benoît', 'Cleo', 'Dan']);
    expect(await names({ orderBy: 'paid', direction: 'desc' })).toEqual(['Dan', 'Benoît', 'Ana', 'Cleo']);
    expect(await names({ orderBy: 'lessons', direction: 'asc' })).toEqual(['Cleo', 'Dan', 'Ana', 'Benoît']);
  });

  it('pages with the total of the whole list, also past the last page', async () => {
    const first = (await report({ pageSize: 3, pageIndex: 0 })).json().data;
    const second = (await report({ pageSize: 3, pageIndex: 1 })).json().data;
    const beyond = (await report({ pageSize: 3, pageIndex: 5 })).json().data;
    expect([first.results.length, first.total]).toEqual([3, 4]);
    expect([second.results.length, second.total]).toEqual([1, 4]);
    expect(beyond).toEqual({ results: [], total: 4 });
  });

  it('searches names without case or accents', async () => {
    const { data } = (await report({ search: 'BENOIT' })).json();
    expect(data.results.map((r: { id: number }) => r.id)).toEqual([ben.id]);
    expect((await report({ search: 'alv' })).json().data.results.map((r: { id: number }) => r.id)).toEqual([ana.id]);
    expect((await report({ search: 'nobody' })).json().data).toEqual({ results: [], total: 0 });
  });

  it('cuts months in the site time zone: the 23:30 lesson is January in New York, February in UTC', async () => {
    const ana31 = async () => (await report({ search: 'Ana' })).json().data.results[0];
    expect(await ana31()).toMatchObject({ hours: 2.5, lessons: 2 });
    await app.db.updateTable('site_settings').set({ time_zone: 'UTC' }).where('id', '=', 1).execute();
    try {
      // UTC January: 31 Dec 23:59 NY (05:59 UTC 1 Jan) and 1 Jan 00:00 NY count; 31 Jan 23:30 NY does not
      expect(await ana31()).toMatchObject({ hours: 2, lessons: 2 });
    } finally {
      await app.db.updateTable('site_settings').set({ time_zone: ZONE }).where('id', '=', 1).execute();
    }
  });

  it('shows a teacher only their own row; students may not see it', async () => {
    const { data } = (await report({}, who.ana)).json();
    expect(data).toMatchObject({ total: 1, results: [{ id: ana.id }] });
    expect((await report({}, who.student)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/v1/activity/teachingtimemonth', payload: { month: 1, year: 2026 } })).statusCode).toBe(401);
  });

  it('answers 400 with a message for a bad month or paging', async () => {
    for (const payload of [{ month: 13 }, { month: 0 }, { pageSize: 0 }, { orderBy: 'salary' }]) {
      const res = await report(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await post('/v1/activity/teachingtimemonth', { year: 2026 })).statusCode).toBe(400);
  });

  describe('download data', () => {
    const download = (headers = who.admin) => post('/v1/activity/download/teachingtimemonth', { month: 1, year: 2026 }, headers);

    it('lists each teacher who taught, by name, with completed lessons by start time and their students', async () => {
      const res = await download();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ month: 1, year: 2026, timeZone: ZONE });
      expect(body.results.map((t: { lastName: string }) => t.lastName)).toEqual(['Alvarez', 'Bolt', 'Dale']);
      const [anaRow, benRow] = body.results;
      expect(anaRow.completedActivities.map((a: { startTime: string }) => a.startTime)).toEqual([
        new Date(ny(2026, 1, 1, 0)).toISOString(),
        new Date(ny(2026, 1, 31, 23, 30)).toISOString(),
      ]);
      expect(anaRow.completedActivities[1]).toMatchObject({
        studyPlan: { title: 'Business English' },
        description: '=SUM(A1)',
        lessonLength: 1.5,
        students: [{ firstName: 'Sofía', lastName: 'Núñez' }],
      });
      expect(benRow.completedActivities).toHaveLength(3);
      expect(benRow.completedActivities[0].students.map((s: { lastName: string }) => s.lastName)).toEqual(['Aas', 'Núñez']);
    });

    it('gives a teacher only their own lessons; students 403', async () => {
      const body = (await download(who.ana)).json();
      expect(body.results.map((t: { teacherId: number }) => t.teacherId)).toEqual([ana.id]);
      expect((await download(who.student)).statusCode).toBe(403);
    });
  });

  describe('lesson history', () => {
    const history = (teacherId: number, headers = who.admin, month = 1) =>
      post('/v1/activity/lessonhistory', { teacherId, month, year: 2026 }, headers);

    it("lists the teacher's lessons of the month, planned ones too, with the month's figures", async () => {
      const res = await history(ana.id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.teacher).toMatchObject({ id: ana.id, firstName: 'Ana' });
      expect(body.timeZone).toBe(ZONE);
      expect(body.month).toEqual({ teacherId: ana.id, month: 1, year: 2026, hours: 2.5, lessons: 2, paidLessons: 0, paid: 0 });
      const lessons = body.activities.results;
      expect(body.activities.total).toBe(3);
      expect(lessons.map((l: { isCompleted: boolean }) => l.isCompleted)).toEqual([true, false, true]);
      expect(lessons[0]).toMatchObject({ studyPlan: { title: 'Business English', isGroup: false }, paid: false, lessonLength: 1 });
    });

    it('lets a teacher see their own history only', async () => {
      expect((await history(ana.id, who.ana)).statusCode).toBe(200);
      const other = await history(ben.id, who.ana);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toEqual(expect.any(String));
      expect((await history(ana.id, who.student)).statusCode).toBe(403);
    });

    it('answers 404 for someone who is not a teacher and an empty list for a quiet month', async () => {
      expect((await history(999999)).statusCode).toBe(404);
      const quiet = (await history(cleo.id)).json();
      expect(quiet.activities).toEqual({ results: [], total: 0 });
      expect(quiet.month.paid).toBe(-1);
    });
  });
});
