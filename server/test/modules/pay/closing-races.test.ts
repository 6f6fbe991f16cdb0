import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/app';
import type { Database } from '../../../src/db/schema';
import { PAYSLIP_MAIL_JOB } from '../../../src/modules/pay/payslip/payslip-mail';
import { closePeriodIn } from '../../../src/modules/pay/queries/close-period';
import { readSiteSettings } from '../../../src/modules/site-settings';
import { createSharedTestDatabases, insertActivity, insertStudyPlan, insertUser, testConfig } from '../../helpers/app';
import { outboxFiles, runJobs } from '../../helpers/outbox';
import { cookieOf } from '../../helpers/session';
import { TOKYO, tokyo, useTokyoSchool } from '../../helpers/tokyo-school';

jest.setTimeout(300_000);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CLOSE = '/v1/pay/periods/close';
const ALREADY_CLOSED = 'This month is already closed for this teacher: record a change as an adjustment';

type Db = Kysely<Database>;

/** A teacher with a rate, one held lesson in each of these months (year, month), on a plan of theirs. */
async function teacherWithLessons(db: Db, months: Array<[number, number]>, name = 'Tess'): Promise<{ id: number; plan: number }> {
  const teacher = await insertUser(db, { profile: 'teacher', first_name: name });
  const plan = await insertStudyPlan(db, {}, { teacherIds: [teacher.id] });
  await db.insertInto('pay_rates').values({ teacher_id: teacher.id, kind: null, amount_per_hour: 1000, effective_from: '2000-01-01', created_by: null, created_at: 0 }).execute();
  for (const [year, month] of months) await heldLesson(db, teacher.id, plan.id, tokyo(year, month, 10, 10));
  return { id: teacher.id, plan: plan.id };
}

function heldLesson(db: Db, teacherId: number, planId: number, at: number) {
  return insertActivity(db, { study_plan_id: planId, teacher_id: teacherId, start_time: at, lesson_length: 1, outcome: 'held', is_completed: 1, completed_at: at });
}

async function waitingAdjustment(db: Db, teacherId: number, amount: number): Promise<void> {
  await db.insertInto('pay_adjustments').values({ teacher_id: teacherId, created_by: null, created_at: 0, reason: 'Bonus', hours: 0, amount, activity_id: null, automatic: 0, period_id: null }).execute();
}

/** Each payslip mail job's period, as queued. */
async function payslipJobs(db: Db): Promise<Array<{ periodId: number; state: string }>> {
  const rows = await db.selectFrom('jobs').select(['payload', 'state']).where('name', '=', PAYSLIP_MAIL_JOB).execute();
  return rows.map((row) => ({ periodId: Number(JSON.parse(row.payload).periodId), state: row.state }));
}

/** Every adjustment line is held by exactly one period, and the periods' adjustment amounts add up to the lines, per teacher. */
async function expectEachAdjustmentPaidOnce(db: Db, teacherId: number): Promise<void> {
  const lines = await db.selectFrom('pay_adjustments').select(['amount', 'period_id']).where('teacher_id', '=', teacherId).execute();
  expect(lines.filter((line) => line.period_id === null)).toEqual([]);
  const periods = await db.selectFrom('pay_periods').select('adjustments_amount').where('teacher_id', '=', teacherId).execute();
  const paid = periods.reduce((sum, p) => sum + Number(p.adjustments_amount), 0);
  expect(paid).toBe(lines.reduce((sum, line) => sum + Number(line.amount), 0));
}

/** docs/product-rules.md#r-pay-4 on either database: closes that race, closes of months not over, and the payslip jobs. */
describe('closing pay periods (docs/product-rules.md#r-pay-4)', () => {
  const school = useTokyoSchool();
  const close = (payload: object) => school.app.inject({ method: 'POST', url: CLOSE, headers: school.who.admin, payload });

  it('two closes of one teacher-month at once: one period, the other a 409 with the message, never a 500', async () => {
    const { id } = await teacherWithLessons(school.app.db, [[2025, 11]]);
    const answers = await Promise.all([close({ year: 2025, month: 11, teacherId: id }), close({ year: 2025, month: 11, teacherId: id })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(ALREADY_CLOSED);
    expect(await school.app.db.selectFrom('pay_periods').select('id').where('teacher_id', '=', id).execute()).toHaveLength(1);
  });

  it('two closes of one teacher, different months, at once: a waiting adjustment and a late lesson are paid by one of them only', async () => {
    const { id, plan } = await teacherWithLessons(school.app.db, [[2025, 10], [2025, 11], [2025, 12]]);
    expect((await close({ year: 2025, month: 10, teacherId: id })).statusCode).toBe(200);
    await heldLesson(school.app.db, id, plan, tokyo(2025, 10, 20, 10)); // late: its month is closed
    await waitingAdjustment(school.app.db, id, 7777);
    const answers = await Promise.all([close({ year: 2025, month: 11, teacherId: id }), close({ year: 2025, month: 12, teacherId: id })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const totals = answers.map((a) => a.json().periods[0].adjustmentsAmount).sort();
    expect(totals).toEqual([0, 7777 + 1000]);
    await expectEachAdjustmentPaidOnce(school.app.db, id);
  });

  it('"close for all" commits each period with its payslip job and answers before any mail is rendered (a crash loses none)', async () => {
    const teachers = [];
    for (const name of ['Ada', 'Bo', 'Cy']) teachers.push(await teacherWithLessons(school.app.db, [[2025, 11]], name));
    const res = await close({ year: 2025, month: 11 });
    expect(res.statusCode).toBe(200);
    const periods: Array<{ id: number }> = res.json().periods;
    expect(periods).toHaveLength(3);
    // one payslip job per closed period, committed with it (the queue, woken by the commit,
    // renders and mails them: by now some may have started); then one mail per period
    const jobs = await payslipJobs(school.app.db);
    expect(jobs.map((j) => j.periodId).sort()).toEqual(periods.map((p) => p.id).sort());
    await runJobs(school.app);
    expect(outboxFiles(school.app)).toHaveLength(3);
    expect((await payslipJobs(school.app.db)).map((j) => j.state)).toEqual(['done', 'done', 'done']);

    // everything closed: the next "close for all" closes nothing and says so
    const again = await close({ year: 2025, month: 11 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This month is already closed for every teacher with something to pay');
  });

  it('two rates for one teacher, kind and day at once: one is added, the other a 409 with the message (docs/product-rules.md#r-pay-3)', async () => {
    const { id } = await teacherWithLessons(school.app.db, []);
    const add = (amountPerHour: number) => school.app.inject({ method: 'POST', url: '/v1/pay/rates', headers: school.who.admin, payload: { teacherId: id, amountPerHour, effectiveFrom: '2030-05-01' } });
    const answers = await Promise.all([add(1), add(2)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('This teacher already has a rate for that kind from that day: remove it first to change it');
    expect(await school.app.db.selectFrom('pay_rates').select('id').where('teacher_id', '=', id).where('effective_from', '=', '2030-05-01').execute()).toHaveLength(1);
  });

  it('a month still running or in the future cannot be closed, for one teacher or for all (site time zone)', async () => {
    const now = new Date();
    const { id } = await teacherWithLessons(school.app.db, [[now.getUTCFullYear(), now.getUTCMonth() + 1]]);
    const running = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    for (const payload of [{ ...running, teacherId: id }, running, { year: now.getUTCFullYear() + 1, month: 1 }, { year: now.getUTCFullYear() + 1, month: 1, teacherId: id }]) {
      const res = await close(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A month can be closed only once it is over');
    }
    expect(await school.app.db.selectFrom('pay_periods').select('id').execute()).toEqual([]);
  });
});

if (!onPostgres) {
  test.skip('closing races on two PostgreSQL connections: skipped, TEST_DATABASE_URL is not set (SQLite serialises its writers)', () => {});
} else {
  describe('closing races on one PostgreSQL with two instances (docs/product-rules.md#r-pay-4)', () => {
    let apps: FastifyInstance[];
    let dataDir: string;
    let admin: Record<string, string>;
    let adminId: number;

    beforeAll(async () => {
      const config = testConfig();
      dataDir = config.dataDir;
      const [first, second] = await createSharedTestDatabases(2);
      // one after the other: the first brings the schema to the latest migration
      apps = [await buildApp({ config, logger: false, database: first }), await buildApp({ config, logger: false, database: second })];
      await apps[0].db.updateTable('site_settings').set({ time_zone: TOKYO, currency: 'EUR' }).where('id', '=', 1).execute();
      const person = await insertUser(apps[0].db, { profile: 'admin', language: 'es' });
      adminId = person.id;
      admin = await cookieOf(apps[0], person);
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    });

    const close = (app: FastifyInstance, payload: object) => app.inject({ method: 'POST', url: CLOSE, headers: admin, payload });

    /**
     * The race forced: instance A closes inside a transaction that waits before its commit
     * while instance B closes the same teacher. B must wait for A and read what A paid.
     */
    async function whileAHoldsItsClose(teacherId: number, month: { year: number; month: number }, second: () => Promise<unknown>) {
      const settings = await readSiteSettings(apps[0].db);
      let release!: () => void;
      const barrier = new Promise<void>((resolve) => (release = resolve));
      let closed!: () => void;
      const aClosed = new Promise<void>((resolve) => (closed = resolve));
      const a = apps[0].db.transaction().execute(async (trx) => {
        const id = await closePeriodIn(trx, teacherId, month, { id: adminId, now: Date.now() }, settings);
        await apps[0].jobs.enqueue(PAYSLIP_MAIL_JOB, { periodId: id, timeZone: TOKYO, publicUrl: '' }, { db: trx });
        closed();
        await barrier;
        return id;
      });
      await aClosed;
      const b = second();
      await new Promise((resolve) => setTimeout(resolve, 400));
      release();
      return Promise.all([a, b]);
    }

    it('a close waiting on another of the same teacher, another month, pays neither the adjustment nor the late lesson again', async () => {
      const db = apps[0].db;
      const { id, plan } = await teacherWithLessons(db, [[2025, 10], [2025, 11], [2025, 12]]);
      expect((await close(apps[1], { year: 2025, month: 10, teacherId: id })).statusCode).toBe(200);
      await heldLesson(db, id, plan, tokyo(2025, 10, 20, 10));
      await waitingAdjustment(db, id, 7777);
      const [, b] = await whileAHoldsItsClose(id, { year: 2025, month: 11 }, () => close(apps[1], { year: 2025, month: 12, teacherId: id }));
      const answer = b as Awaited<ReturnType<typeof close>>;
      expect(answer.statusCode).toBe(200);
      expect(answer.json().periods[0]).toMatchObject({ month: 12, adjustmentsAmount: 0, amount: 1000 });
      await expectEachAdjustmentPaidOnce(db, id);
    });

    it('a second close of the same teacher-month while the first commits: 409 with the message, no 500', async () => {
      const { id } = await teacherWithLessons(apps[0].db, [[2025, 9]]);
      const [, b] = await whileAHoldsItsClose(id, { year: 2025, month: 9 }, () => close(apps[1], { year: 2025, month: 9, teacherId: id }));
      const answer = b as Awaited<ReturnType<typeof close>>;
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(ALREADY_CLOSED);
    });

    it('"close for all" goes on past a teacher whose month another admin is closing, and names them', async () => {
      const ada = await teacherWithLessons(apps[0].db, [[2025, 8]], 'Ada');
      const bo = await teacherWithLessons(apps[0].db, [[2025, 8]], 'Bo');
      const [, b] = await whileAHoldsItsClose(bo.id, { year: 2025, month: 8 }, () => close(apps[1], { year: 2025, month: 8 }));
      const answer = b as Awaited<ReturnType<typeof close>>;
      expect(answer.statusCode).toBe(200);
      expect(answer.json().periods.map((p: { teacher: { id: number } }) => p.teacher.id)).toContain(ada.id);
      expect(answer.json().alreadyClosed).toEqual([bo.id]);
      expect(await apps[0].db.selectFrom('pay_periods').select('id').where('teacher_id', '=', bo.id).execute()).toHaveLength(1);
    });

    it('50 rounds of closes on both instances at once: every adjustment and late lesson paid exactly once, no 500, one payslip job per period', async () => {
      const db = apps[0].db;
      const statuses: number[] = [];
      const teachers: number[] = [];
      for (let round = 0; round < 50; round += 1) {
        const year = 2001 + Math.floor(round / 4);
        const { id, plan } = await teacherWithLessons(db, [[year, 1], [year, 2], [year, 3], [year, 4]], `T${round}`);
        teachers.push(id);
        expect((await close(apps[round % 2], { year, month: 1, teacherId: id })).statusCode).toBe(200);
        await heldLesson(db, id, plan, tokyo(year, 1, 25, 10)); // late
        await waitingAdjustment(db, id, 100 + round);
        const answers = await Promise.all([
          close(apps[0], { year, month: 2, teacherId: id }),
          close(apps[1], { year, month: 3, teacherId: id }),
          close(apps[0], { year, month: 4 }),
          close(apps[1], { year, month: 4 }),
          close(apps[round % 2], { year, month: 4, teacherId: id }),
        ]);
        statuses.push(...answers.map((a) => a.statusCode));
        expect(answers.slice(0, 2).map((a) => a.statusCode)).toEqual([200, 200]);
        for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toEqual(expect.any(String));
      }
      expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      for (const id of teachers) {
        await expectEachAdjustmentPaidOnce(db, id);
        // the lessons: each in exactly one period or automatic line
        const lessons = await db.selectFrom('activities').select('id').where('teacher_id', '=', id).execute();
        const inPeriods = await db.selectFrom('pay_period_lessons as pl').innerJoin('pay_periods as p', 'p.id', 'pl.period_id').select('pl.activity_id').where('p.teacher_id', '=', id).execute();
        const late = await db.selectFrom('pay_adjustments').select('activity_id').where('teacher_id', '=', id).where('automatic', '=', 1).execute();
        expect([...inPeriods, ...late].map((r) => Number(r.activity_id)).sort()).toEqual(lessons.map((l) => Number(l.id)).sort());
        expect(await db.selectFrom('pay_periods').select('id').where('teacher_id', '=', id).execute()).toHaveLength(4);
      }
      const periods = await db.selectFrom('pay_periods').select('id').execute();
      expect((await payslipJobs(db)).map((j) => j.periodId).sort((x, y) => x - y)).toEqual(periods.map((p) => Number(p.id)).sort((x, y) => x - y));
    });
  });
}
