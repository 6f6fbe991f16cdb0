/**
 * docs/product-rules.md#r-absence-3 "once" across instances: two instances on one database
 * (a SQLite file, or PostgreSQL with TEST_DATABASE_URL) that save the outcome completing a
 * pattern at the same moment raise its alert, and queue its mail, once.
 */
import fs from 'node:fs';
import { DEFAULT_ABSENCE_RULES } from '@studydesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { ALERT_MAIL_JOB, evaluatePlanAlerts } from '../../../src/modules/absence-alerts/evaluate';
import { insertAlert } from '../../../src/modules/absence-alerts/queries/alerts';
import { insertActivity, insertStudyPlan, insertUser, sharedDatabases, testConfig } from '../../helpers/app';
import { callerOf } from '../../helpers/session';

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;
const IN_A_ROW = DEFAULT_ABSENCE_RULES.filter((rule) => rule.id === 'in-a-row');

describe('two instances save the outcome that completes a pattern at once', () => {
  let apps: FastifyInstance[];
  let dataDir: string;
  let planId: number;
  let lessons: number[];
  let teacherId: number;

  beforeEach(async () => {
    const shared = await sharedDatabases(2);
    dataDir = shared.dataDir;
    apps = [];
    for (const database of shared.databases) apps.push(await buildApp({ config: testConfig({ dataDir, pollJobs: false }), logger: false, database }));
    const db = apps[0].db;
    const teacher = await insertUser(db, { profile: 'teacher' });
    const student = await insertUser(db, { profile: 'student' });
    // told of "3 within 4 weeks"
    await insertUser(db, { profile: 'admin' });
    teacherId = teacher.id;
    planId = (await insertStudyPlan(db, {}, { teacherIds: [teacher.id], memberIds: [student.id] })).id;
    const now = Date.now();
    lessons = [];
    for (const daysAgo of [15, 8, 1]) lessons.push((await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, start_time: now - daysAgo * DAY })).id);
    // the first absence is there already: either of the others completes "2 in a row"
    await db.updateTable('activities').set({ outcome: 'no_show' }).where('id', '=', lessons[0]).execute();
  });

  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const openAlerts = () => apps[0].db.selectFrom('absence_alerts').select(['id', 'rule_id']).where('resolved_at', 'is', null).execute();
  const mailJobs = () => apps[0].db.selectFrom('jobs').select('id').where('name', '=', ALERT_MAIL_JOB).execute();

  it('forced: both transactions have written their outcome before either evaluates; one alert, one mail', async () => {
    const context = (app: FastifyInstance) => ({ jobs: app.jobs, dialect: app.dbDialect });
    let firstWrote: () => void = () => undefined;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const now = Date.now();
    const first = apps[0].db.transaction().execute(async (trx) => {
      await trx.updateTable('activities').set({ outcome: 'no_show' }).where('id', '=', lessons[1]).execute();
      firstWrote();
      // hold the transaction open while the second one writes and evaluates (PostgreSQL; SQLite makes it wait for this commit)
      await new Promise((resolve) => setTimeout(resolve, 300));
      return evaluatePlanAlerts(trx, context(apps[0]), IN_A_ROW, planId, now);
    });
    await wrote;
    const second = apps[1].db.transaction().execute(async (trx) => {
      await trx.updateTable('activities').set({ outcome: 'no_show' }).where('id', '=', lessons[2]).execute();
      return evaluatePlanAlerts(trx, context(apps[1]), IN_A_ROW, planId, now);
    });
    const results = await Promise.all([first, second]);
    expect(results.flatMap((changes) => changes.raised)).toHaveLength(1);
    expect(await openAlerts()).toHaveLength(1);
    expect(await mailJobs()).toHaveLength(1);
  });

  it('through the API: the two saves answer 200 and each alert is raised once', async () => {
    const callers = await Promise.all(apps.map((app) => callerOf(app, { id: teacherId })));
    const saved = await Promise.all([
      callers[0].post(`/v1/activity/${lessons[1]}/outcome`, { outcome: 'no_show' }),
      callers[1].post(`/v1/activity/${lessons[2]}/outcome`, { outcome: 'cancelled_late' }),
    ]);
    expect(saved.map((res) => res.statusCode)).toEqual([200, 200]);
    // both saves together make 2 in a row and 3 within 4 weeks: each alert once, each with its one mail job
    expect((await openAlerts()).map((alert) => alert.rule_id).sort()).toEqual(['in-a-row', 'within-weeks']);
    expect(await mailJobs()).toHaveLength(2);
  });

  it('the partial unique index keeps a second open alert of the same plan, student and rule out', async () => {
    const student = await apps[0].db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', planId).executeTakeFirstOrThrow();
    const alert = { planId, studentId: student.student_id, rule: IN_A_ROW[0], lessons: [], recipients: [], raisedAt: Date.now() };
    const [a, b] = await Promise.all([insertAlert(apps[0].db, alert), insertAlert(apps[1].db, alert)]);
    expect([a, b].filter((id) => id !== null)).toHaveLength(1);
    expect(await openAlerts()).toHaveLength(1);
  });
});
