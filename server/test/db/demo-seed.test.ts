import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { ensureDictionarySeed } from '../../src/modules/dictionary';
import { DEMO_ACCOUNTS, seedDemo } from '../../src/seed/demo';
import { DICTIONARY_SEED } from '../../src/seed/dictionary';
import { createTestDatabase } from '../helpers/database';

// seeding (and scrypt for the demo password) takes seconds when the machine is busy
jest.setTimeout(30_000);

// Two "now"s: mid-month, and the last day of a 31-day month (the previous month then
// starts 61 days back, the edge of the seeded range).
const NOWS = [Date.UTC(2026, 2, 18, 10, 7), Date.UTC(2026, 6, 31, 22, 30)];
const HOUR = 3_600_000;

async function seeded(now: number): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  await migrateToLatest(handle.db, handle.dialect);
  // as a start does: the shipped dictionary, then the demo school
  await ensureDictionarySeed(handle.db);
  await seedDemo(handle.db, { passwordHash: 'hash', now });
  return handle;
}

describe.each(NOWS)('the demo school seeded at %i', (now) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await seeded(now);
    db = handle.db;
  });
  afterAll(() => handle.destroy());

  it('has the people and plans of a small school', async () => {
    const users = await db.selectFrom('users').selectAll().execute();
    const count = (profile: string) => users.filter((u) => u.profile === profile).length;
    expect([count('admin'), count('teacher'), count('student'), count('guardian')]).toEqual([1, 5, 30, 1]);
    expect(users.every((u) => u.password_hash === 'hash')).toBe(true);
    expect(users.some((u) => u.first_name === 'Zoë') && users.some((u) => u.first_name === 'José')).toBe(true);
    // search works without accents
    const found = await db.selectFrom('users').select('first_name').where('search_text', 'like', '%zoe%').execute();
    expect(found.map((u) => u.first_name)).toEqual(['Zoë']);
    const students = users.filter((u) => u.profile === 'student');
    expect(students.every((s) => s.last_lesson_at !== null && s.last_lesson_at <= now)).toBe(true);

    const plans = await db.selectFrom('study_plans').selectAll().execute();
    expect(plans.filter((p) => p.is_group === 0)).toHaveLength(30);
    expect(plans.filter((p) => p.is_group === 1)).toHaveLength(4);
    expect(plans.every((p) => /^(ENG|SPA|FRA|GER)-(A1|A2|B1|B2|C1|C2)-\d{3}$/.test(p.code))).toBe(true);
    expect(new Set(plans.map((p) => p.code)).size).toBe(plans.length);
  });

  it('gives every plan 1–2 teachers, every individual plan one student and groups 3–6', async () => {
    const plans = await db.selectFrom('study_plans').select(['id', 'is_group']).execute();
    const teachers = await db.selectFrom('study_plan_teachers').selectAll().execute();
    const members = await db.selectFrom('study_plan_members').selectAll().execute();
    for (const plan of plans) {
      const t = teachers.filter((r) => r.study_plan_id === plan.id).length;
      const m = members.filter((r) => r.study_plan_id === plan.id).length;
      expect({ plan: plan.id, teachersOk: t >= 1 && t <= 2 }).toEqual({ plan: plan.id, teachersOk: true });
      expect({ plan: plan.id, m: plan.is_group ? m >= 3 && m <= 6 : m === 1 }).toEqual({ plan: plan.id, m: true });
    }
    const individual = new Set(plans.filter((p) => !p.is_group).map((p) => p.id));
    const withOwnPlan = new Set(members.filter((r) => individual.has(r.study_plan_id)).map((r) => r.student_id));
    expect(withOwnPlan.size).toBe(30);
  });

  it('has the demo accounts the README names, linked as promised', async () => {
    const byEmail = async (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    for (const account of DEMO_ACCOUNTS) expect((await byEmail(account.email)).profile).toBe(account.profile);
    const teacher = await byEmail('teacher@example.com');
    const student = await byEmail('student@example.com');
    const guardian = await byEmail('guardian@example.com');
    expect(await db.selectFrom('guardian_students').select('student_id').where('guardian_id', '=', guardian.id).execute()).toEqual([{ student_id: student.id }]);
    const taught = await db
      .selectFrom('study_plan_teachers as t')
      .innerJoin('study_plans as p', 'p.id', 't.study_plan_id')
      .select(['p.id', 'p.is_group'])
      .where('t.teacher_id', '=', teacher.id)
      .execute();
    expect(taught.length).toBeGreaterThanOrEqual(3);
    expect(taught.some((p) => p.is_group === 1)).toBe(true);
    const own = await db
      .selectFrom('study_plan_members as m')
      .innerJoin('study_plans as p', 'p.id', 'm.study_plan_id')
      .innerJoin('study_plan_teachers as t', 't.study_plan_id', 'p.id')
      .select('t.teacher_id')
      .where('m.student_id', '=', student.id)
      .where('p.is_group', '=', 0)
      .execute();
    expect(own.map((r) => r.teacher_id)).toContain(teacher.id);
  });

  it('schedules activities like lessons: weekdays, quarter hours, past ones completed', async () => {
    const activities = await db.selectFrom('activities').selectAll().execute();
    expect(activities.length).toBeGreaterThan(600);
    expect(new Set(activities.map((a) => a.type))).toEqual(new Set(['activity', 'spotlight', 'evaluation', 'milestone']));
    expect(new Set(activities.map((a) => a.difficulty_level))).toEqual(new Set([1, 3, 5, 8, 13, 21]));
    expect(new Set(activities.map((a) => a.lesson_length))).toEqual(new Set([0, 1, 1.5]));
    for (const a of activities) {
      const start = new Date(a.start_time as number);
      expect([a.id, start.getUTCDay() >= 1 && start.getUTCDay() <= 5]).toEqual([a.id, true]);
      expect([a.id, (a.start_time as number) % (15 * 60_000)]).toEqual([a.id, 0]);
      expect([a.id, start.getUTCHours() >= 9 && start.getUTCHours() <= 18]).toEqual([a.id, true]);
      if (a.is_completed) expect([a.id, (a.start_time as number) <= now && (a.completed_at as number) <= now]).toEqual([a.id, true]);
      if ((a.start_time as number) > now) expect([a.id, a.is_completed]).toEqual([a.id, 0]);
      expect([a.id, a.created_at <= now && a.updated_at <= now]).toEqual([a.id, true]);
      if (a.paid) expect([a.id, a.is_completed]).toEqual([a.id, 1]);
    }
    const past = activities.filter((a) => (a.start_time as number) < now - 60 * 24 * HOUR);
    const future = activities.filter((a) => (a.start_time as number) > now + 30 * 24 * HOUR);
    expect(past.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
  });

  it('keeps last month’s teacher payments consistent with the activities’ paid flags', async () => {
    const d = new Date(now);
    const year = d.getUTCMonth() === 0 ? d.getUTCFullYear() - 1 : d.getUTCFullYear();
    const month = d.getUTCMonth() === 0 ? 12 : d.getUTCMonth();
    const payments = await db.selectFrom('teacher_payments').selectAll().execute();
    const last = payments.filter((p) => p.year === year && p.month === month);
    expect(new Set(last.map((p) => p.status))).toEqual(new Set([0, 1, 2]));
    const activities = await db.selectFrom('activities').selectAll().where('is_completed', '=', 1).execute();
    for (const payment of payments) {
      const inMonth = activities.filter((a) => {
        const s = new Date(a.start_time as number);
        return a.teacher_id === payment.teacher_id && s.getUTCFullYear() === payment.year && s.getUTCMonth() + 1 === payment.month;
      });
      const paid = inMonth.filter((a) => a.paid === 1).length;
      const expected = { 0: [0, inMonth.length], 1: [inMonth.length, inMonth.length], 2: [inMonth.length - 1, inMonth.length] }[payment.status];
      expect({ ...payment, counts: [paid, inMonth.length] }).toEqual({ ...payment, counts: expected });
      expect(inMonth.length).toBeGreaterThan(0);
    }
    // no month without a payment row has paid activities: paid implies a marked month
    const marked = new Set(payments.filter((p) => p.status > 0).map((p) => `${p.teacher_id}:${p.year}:${p.month}`));
    for (const a of activities.filter((x) => x.paid)) {
      const s = new Date(a.start_time as number);
      expect(marked.has(`${a.teacher_id}:${s.getUTCFullYear()}:${s.getUTCMonth() + 1}`)).toBe(true);
    }
  });

  it('gives every teacher a rate and closes each fully paid month as a period priced at it (docs/product-rules.md#r-pay-4)', async () => {
    const teachers = await db.selectFrom('users').select('id').where('profile', '=', 'teacher').execute();
    const rates = await db.selectFrom('pay_rates').selectAll().execute();
    for (const { id } of teachers) expect(rates.filter((r) => r.teacher_id === id && r.kind === null && r.amount_per_hour > 0)).toHaveLength(1);

    const payments = await db.selectFrom('teacher_payments').selectAll().execute();
    const periods = await db.selectFrom('pay_periods').selectAll().execute();
    const key = (row: { teacher_id: number; year: number; month: number }) => `${row.teacher_id}:${row.year}:${row.month}`;
    expect(periods.map(key).sort()).toEqual(payments.filter((p) => p.status === 1).map(key).sort());
    for (const period of periods) {
      const lessons = await db.selectFrom('pay_period_lessons').selectAll().where('period_id', '=', period.id).execute();
      expect(lessons.length).toBe(Number(period.lessons));
      expect(Number(period.amount)).toBe(lessons.reduce((sum, l) => sum + Number(l.amount), 0));
      expect(Number(period.amount)).toBeGreaterThan(0);
      expect(lessons.every((l) => l.rate_per_hour !== null && Number(l.amount) > 0)).toBe(true);
    }
  });

  it('fills the rest: comments, attendance, progress, languages, settings, retention', async () => {
    const count = async (table: keyof Database) =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('comments')).toBeGreaterThan(50);
    expect(await count('activity_members')).toBeGreaterThan(50);
    expect(await count('progress_questions')).toBeGreaterThanOrEqual(68);
    expect(await count('progress_answers')).toBeGreaterThan(300);
    expect(await count('dictionary')).toBe(Object.values(DICTIONARY_SEED).reduce((sum, texts) => sum + Object.keys(texts).length, 0));
    expect(await count('retention_settings')).toBe(3);
    expect((await db.selectFrom('languages').select('code').orderBy('code').execute()).map((l) => l.code)).toEqual(['de', 'en', 'es', 'fr']);
    expect(await db.selectFrom('site_settings').selectAll().execute()).toEqual([
      { id: 1, time_zone: 'Europe/London', retention_manager_email: 'retention@example.com', desired_retention: 0.9, pay_policy: null, currency: 'EUR', reminder_time: '18:00', mail_link_key: expect.stringMatching(/^[0-9a-f]{64}$/), school_name: 'Riverside Language School', default_language: 'en', setup_token_hash: '', setup_token_expires_at: null, absence_rules: null },
    ]);
    const types = await db.selectFrom('progress_questions').select('type').distinct().execute();
    expect(new Set(types.map((t) => t.type))).toEqual(new Set(['PERCENT', 'NUMBER']));
    // comment authors belong to the plan: its teachers or its members
    const strangers = await db
      .selectFrom('comments as c')
      .innerJoin('activities as a', 'a.id', 'c.activity_id')
      .leftJoin('study_plan_teachers as t', (j) => j.onRef('t.study_plan_id', '=', 'a.study_plan_id').onRef('t.teacher_id', '=', 'c.author_id'))
      .leftJoin('study_plan_members as m', (j) => j.onRef('m.study_plan_id', '=', 'a.study_plan_id').onRef('m.student_id', '=', 'c.author_id'))
      .select('c.id')
      .where('t.teacher_id', 'is', null)
      .where('m.student_id', 'is', null)
      .execute();
    expect(strangers).toEqual([]);
  });
});

it('is deterministic for a given now', async () => {
  const dump = async (handle: DatabaseHandle) => ({
    users: await handle.db.selectFrom('users').selectAll().orderBy('id').execute(),
    activities: await handle.db.selectFrom('activities').selectAll().orderBy('id').execute(),
    comments: await handle.db.selectFrom('comments').selectAll().orderBy('id').execute(),
  });
  const a = await seeded(NOWS[0]);
  const b = await seeded(NOWS[0]);
  try {
    expect(await dump(b)).toEqual(await dump(a));
  } finally {
    await a.destroy();
    await b.destroy();
  }
});
