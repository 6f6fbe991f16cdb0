import type { FastifyInstance } from 'fastify';
import type { User } from '../../../src/db/schema';
import { buildTestApp, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

// "now" for these tests: 2026-03-18 12:00 UTC
const NOW = Date.UTC(2026, 2, 18, 12, 0);

describe('teaching-time graph and chart', () => {
  let app: FastifyInstance;
  const who: Record<string, Record<string, string>> = {};
  let ana: User;
  let ben: User;

  beforeAll(async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    app = await buildTestApp();
    for (const profile of ['admin', 'student'] as const) who[profile] = await cookieOf(app, await insertUser(app.db, { profile }));
    ana = await insertUser(app.db, { profile: 'teacher', first_name: 'Ana', last_name: 'Alba' });
    ben = await insertUser(app.db, { profile: 'teacher', first_name: 'Ben', last_name: 'Bolt' });
    who.teacher = await cookieOf(app, ana);
    const plan = await insertStudyPlan(app.db, {}, { teacherIds: [ana.id, ben.id] });
    const lesson = (teacher: User, at: number, length: number, completed = true) =>
      insertActivity(app.db, { study_plan_id: plan.id, teacher_id: teacher.id, start_time: at, lesson_length: length, is_completed: completed ? 1 : 0 });
    await lesson(ana, Date.UTC(2026, 2, 2, 9), 1.5);
    await lesson(ben, Date.UTC(2026, 2, 3, 9), 2);
    await lesson(ben, Date.UTC(2026, 2, 4, 9), 1);
    await lesson(ana, Date.UTC(2026, 2, 10, 9), 4, false); // not taught (yet): not counted
    // 23:30 UTC on 28 February is already March in Berlin (UTC+1)
    await lesson(ana, Date.UTC(2026, 1, 28, 23, 30), 1);
    await lesson(ana, Date.UTC(2025, 3, 15, 9), 3); // April 2025: the oldest month shown
    await lesson(ana, Date.UTC(2025, 2, 15, 9), 5); // March 2025: 13 months ago, not shown
  });
  afterAll(async () => {
    await app.close();
    jest.restoreAllMocks();
  });

  const setZone = (timeZone: string) =>
    app.inject({ method: 'POST', url: '/v1/sitesettings/timezone', headers: who.admin, payload: { timeZone, retentionManagerEmail: '' } });
  const graph = (headers = who.admin) => app.inject({ method: 'GET', url: '/v1/activity/teachingtimegraph', headers });
  const chart = (payload: object, headers = who.admin) => app.inject({ method: 'POST', url: '/v1/activity/teachingtimechart', headers, payload });

  it('sums the hours taught in each of the last 12 months, oldest first', async () => {
    await setZone('UTC');
    const res = await graph();
    expect(res.statusCode).toBe(200);
    const { teachingtime } = res.json();
    expect(teachingtime).toHaveLength(12);
    expect(teachingtime[0]).toEqual({ year: 2025, month: 4, hours: 3 });
    expect(teachingtime[10]).toEqual({ year: 2026, month: 2, hours: 1 });
    expect(teachingtime[11]).toEqual({ year: 2026, month: 3, hours: 4.5 });
    expect(teachingtime.slice(1, 10).every((m: { hours: number }) => m.hours === 0)).toBe(true);
  });

  it('cuts months in the site time zone', async () => {
    await setZone('Europe/Berlin');
    const { teachingtime } = (await graph()).json();
    expect(teachingtime[10]).toEqual({ year: 2026, month: 2, hours: 0 });
    expect(teachingtime[11]).toEqual({ year: 2026, month: 3, hours: 5.5 });
  });

  it('charts hours per teacher for a month, most first', async () => {
    await setZone('UTC');
    const res = await chart({ month: 3, year: 2026 });
    expect(res.statusCode).toBe(200);
    expect(res.json().teachingchart).toEqual([
      { teacherId: ben.id, firstName: 'Ben', lastName: 'Bolt', title: '', hours: 3 },
      { teacherId: ana.id, firstName: 'Ana', lastName: 'Alba', title: '', hours: 1.5 },
    ]);
    expect((await chart({ month: 1, year: 2026 })).json().teachingchart).toEqual([]);
  });

  it('is for admins only (403 for teachers and students, 401 without a session)', async () => {
    expect((await graph(who.teacher)).statusCode).toBe(403);
    expect((await graph(who.student)).statusCode).toBe(403);
    expect((await chart({ month: 3, year: 2026 }, who.teacher)).statusCode).toBe(403);
    expect((await chart({ month: 3, year: 2026 }, who.student)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/v1/activity/teachingtimegraph' })).statusCode).toBe(401);
  });

  it('answers 400 for a bad month or year', async () => {
    for (const bad of [{ month: 13, year: 2026 }, { month: 0, year: 2026 }, { month: 3 }, { month: 3, year: 'last' }]) {
      const res = await chart(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
