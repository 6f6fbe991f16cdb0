import type { FastifyInstance } from 'fastify';
import type { StudyPlan } from '../../../src/db/schema';
import { buildTestApp, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

type Headers = Record<string, string>;
const DAY = 24 * 3600_000;

interface Row {
  id: number;
  code: string;
  nextLesson: string | null;
  lastEvaluation: string | null;
  tickets: number;
  studentLastName: string;
}

describe('POST /v1/studyplan/dashboard and /v1/studyplan/reminders', () => {
  let app: FastifyInstance;
  let teacherCookie: Headers;
  let otherCookie: Headers;
  let studentCookie: Headers;
  let adminCookie: Headers;
  let plans: StudyPlan[];
  let otherPlan: StudyPlan;
  const now = Date.now();

  beforeAll(async () => {
    app = await buildTestApp();
    const teacher = await insertUser(app.db, { profile: 'teacher' });
    teacherCookie = await cookieOf(app, teacher);
    const other = await insertUser(app.db, { profile: 'teacher' });
    otherCookie = await cookieOf(app, other);
    adminCookie = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
    const names = ['Zimmer', 'Baker', 'Moreno'];
    const students = [];
    for (const last_name of names) students.push(await insertUser(app.db, { last_name }));
    studentCookie = await cookieOf(app, students[0]);
    plans = [];
    for (const [i, student] of students.entries()) {
      plans.push(await insertStudyPlan(app.db, { code: `DASH-${i}` }, { teacherIds: [teacher.id], memberIds: [student.id] }));
    }
    otherPlan = await insertStudyPlan(app.db, { code: 'DASH-OTHER' }, { teacherIds: [other.id] });
    await insertStudyPlan(app.db, { code: 'DASH-ARCHIVED', archived: 1 }, { teacherIds: [teacher.id] });

    // plan 0: next lesson in 1 day, overdue lesson (1 ticket), an overdue evaluation (1 ticket)
    await insertActivity(app.db, { study_plan_id: plans[0].id, start_time: now + DAY });
    await insertActivity(app.db, { study_plan_id: plans[0].id, start_time: now - 2 * DAY });
    await insertActivity(app.db, { study_plan_id: plans[0].id, type: 'evaluation', lesson_title: 'Overdue test', start_time: now - 3 * DAY });
    // plan 1: next lesson in 3 days, a completed evaluation, an unanswered student comment (1 ticket)
    await insertActivity(app.db, { study_plan_id: plans[1].id, start_time: now + 3 * DAY, lesson_title: 'Soon' });
    await insertActivity(app.db, { study_plan_id: plans[1].id, type: 'evaluation', start_time: now - 5 * DAY, is_completed: 1 });
    const asked = await insertActivity(app.db, { study_plan_id: plans[1].id, start_time: now - DAY, is_completed: 1 });
    await app.db.insertInto('comments').values({ activity_id: asked.id, author_id: students[1].id, text: '?', created_at: now - 1000 }).execute();
    // plan 2: a far lesson, a question answered by the teacher (no ticket)
    await insertActivity(app.db, { study_plan_id: plans[2].id, start_time: now + 30 * DAY });
    const answered = await insertActivity(app.db, { study_plan_id: plans[2].id, start_time: now - DAY, is_completed: 1 });
    await app.db.insertInto('comments').values({ activity_id: answered.id, author_id: students[2].id, text: '?', created_at: now - 2000 }).execute();
    await app.db.insertInto('comments').values({ activity_id: answered.id, author_id: teacher.id, text: '!', created_at: now - 1000 }).execute();
  });
  afterAll(() => app.close());

  const dashboard = async (payload: object, headers = teacherCookie) =>
    app.inject({ method: 'POST', url: '/v1/studyplan/dashboard', headers, payload });
  const rows = async (payload: object) => (await dashboard(payload)).json().studyPlans.results as Row[];

  it("lists the teacher's active plans with next lesson, last evaluation and tickets", async () => {
    const res = await dashboard({});
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json().studyPlans;
    expect(total).toBe(3);
    const byCode = Object.fromEntries((results as Row[]).map((row) => [row.code, row]));
    expect(byCode['DASH-0'].tickets).toBe(2);
    expect(byCode['DASH-1'].tickets).toBe(1);
    expect(byCode['DASH-2'].tickets).toBe(0);
    expect(byCode['DASH-1'].lastEvaluation).toBe(new Date(now - 5 * DAY).toISOString());
    expect(byCode['DASH-0'].lastEvaluation).toBeNull();
    expect(byCode['DASH-0'].nextLesson).toBe(new Date(now + DAY).toISOString());
    expect(byCode['DASH-0'].studentLastName).toBe('Zimmer');
    // default: tickets, descending
    expect(results.map((r: Row) => r.code)).toEqual(['DASH-0', 'DASH-1', 'DASH-2']);
  });

  it('sorts by next lesson, last name, code and last evaluation (plans without a date last)', async () => {
    expect((await rows({ orderBy: 'nextLesson', direction: 'asc' })).map((r) => r.code)).toEqual(['DASH-0', 'DASH-1', 'DASH-2']);
    expect((await rows({ orderBy: 'nextLesson', direction: 'desc' })).map((r) => r.code)).toEqual(['DASH-2', 'DASH-1', 'DASH-0']);
    expect((await rows({ orderBy: 'lastName', direction: 'asc' })).map((r) => r.studentLastName)).toEqual(['Baker', 'Moreno', 'Zimmer']);
    expect((await rows({ orderBy: 'code', direction: 'desc' })).map((r) => r.code)).toEqual(['DASH-2', 'DASH-1', 'DASH-0']);
    expect((await rows({ orderBy: 'lastEvaluation', direction: 'asc' })).map((r) => r.code)[0]).toBe('DASH-1');
  });

  it('searches, pages and switches to the archive', async () => {
    const found = await dashboard({ search: 'moreno' });
    expect(found.json().studyPlans.results.map((r: Row) => r.code)).toEqual(['DASH-2']);
    const page = await dashboard({ pageSize: 2, pageIndex: 1, orderBy: 'code', direction: 'asc' });
    expect(page.json().studyPlans).toMatchObject({ total: 3, results: [{ code: 'DASH-2' }] });
    const archive = await dashboard({ isArchived: true });
    expect(archive.json().studyPlans.results.map((r: Row) => r.code)).toEqual(['DASH-ARCHIVED']);
  });

  it('never shows another teacher’s plans; admins see all; students are refused; bad input is 400', async () => {
    const theirs = await dashboard({}, otherCookie);
    expect(theirs.json().studyPlans.results.map((r: Row) => r.code)).toEqual(['DASH-OTHER']);
    expect((await dashboard({}, adminCookie)).json().studyPlans.total).toBe(4);
    expect((await dashboard({}, studentCookie)).statusCode).toBe(403);
    expect((await dashboard({ orderBy: 'colour' })).statusCode).toBe(400);
    expect((await dashboard({ pageSize: 0 })).statusCode).toBe(400);
  });

  it('reminds of upcoming lessons within a week and overdue evaluations, soonest first', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/studyplan/reminders', headers: teacherCookie, payload: {} });
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json().reminders;
    expect(total).toBe(3);
    expect(results.map((r: { kind: string; lessonTitle: string; studyPlanId: number }) => [r.kind, r.studyPlanId])).toEqual([
      ['overdueEvaluation', plans[0].id],
      ['upcoming', plans[0].id],
      ['upcoming', plans[1].id],
    ]);
    expect(results[0].lessonTitle).toBe('Overdue test');
    const theirs = await app.inject({ method: 'POST', url: '/v1/studyplan/reminders', headers: otherCookie, payload: {} });
    expect(theirs.json().reminders.total).toBe(0);
    expect(otherPlan.code).toBe('DASH-OTHER');
    expect((await app.inject({ method: 'POST', url: '/v1/studyplan/reminders', headers: studentCookie, payload: {} })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/v1/studyplan/reminders', headers: teacherCookie, payload: { pageIndex: -1 } })).statusCode).toBe(400);
  });
});
