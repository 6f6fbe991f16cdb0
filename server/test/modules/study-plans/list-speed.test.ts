import type { FastifyInstance } from 'fastify';
import { buildTestApp, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';
import { planSpeeds } from '../../../src/modules/study-plans/queries/speed';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;

describe(`speed in the plan list rows (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  const planIds: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
    const now = Date.now();
    const plan = async (code: string) => (planIds[code] = (await insertStudyPlan(app.db, { code, title: code })).id);
    const done = (studyPlanId: number, ago: number, points: number, extra: object = {}) =>
      insertActivity(app.db, { study_plan_id: studyPlanId, difficulty_level: points, is_completed: 1, completed_at: now - ago, start_time: now - ago, ...extra });

    // completed over months: the last 8 weeks count
    const steady = await plan('STEADY');
    for (let week = 0; week < 12; week += 1) await done(steady, week * WEEK + DAY, week < 8 ? 5 : 21);
    await insertActivity(app.db, { study_plan_id: steady, difficulty_level: 13 });
    // two weeks old: averaged over two weeks, not eight
    const young = await plan('YOUNG');
    await done(young, 10 * DAY, 8);
    await done(young, 2 * DAY, 3);
    // milestones are markers, not work; a completion without a date counts as now
    const marked = await plan('MARKED');
    await done(marked, DAY, 21, { type: 'milestone' });
    await done(marked, 3 * DAY, 5, { completed_at: null, start_time: null });
    // nothing completed
    await plan('IDLE');
    await insertActivity(app.db, { study_plan_id: planIds.IDLE, difficulty_level: 8 });
  });
  afterAll(() => app.close());

  it('gives each row the pace GET /v1/studyplan/speed/{id} works out', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/studyplan/getall', headers: admin, payload: { pageSize: 20 } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().studyPlans.results as Array<{ code: string; id: number; speed: number }>;
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const speed = (await app.inject({ method: 'GET', url: `/v1/studyplan/speed/${row.id}`, headers: admin })).json().speed;
      expect({ code: row.code, speed: row.speed }).toEqual({ code: row.code, speed: speed.pointsPerWeek });
    }
    expect(Object.fromEntries(rows.map((row) => [row.code, row.speed]))).toEqual({ STEADY: 5, YOUNG: 5.5, MARKED: 5, IDLE: 0 });
  });

  it('works out a whole page in one query, and nothing for no plans', async () => {
    // a result per statement run (a query's subqueries are transformed too, but run within it)
    const queries: string[] = [];
    const speeds = await planSpeeds(
      app.db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => (queries.push(args.queryId.queryId), args.result) }),
      Object.values(planIds),
      Date.now(),
    );
    expect(queries).toHaveLength(1);
    expect(speeds.get(planIds.IDLE)).toBe(0);
    expect((await planSpeeds(app.db, [], Date.now())).size).toBe(0);
  });
});
