import type { OpenDatabase } from '../db/connection';
import { weekStartOf } from '../seed/demo-activities';
import { createRandom, type Random } from '../seed/prng';
import { ACTIVITIES, COMMENTS, lessonTitle, newPlan, outcomeOf, PAY_RATES, PAYMENTS, payRateRows, personRow, PLAN_MEMBERS, PLAN_TEACHERS, PLANS, planRow, USERS, type BenchPlan } from './bench-data';
import { createBulkWriter, type BulkTable, type BulkWriter } from './bulk-insert';

export interface BenchSize {
  teachers: number;
  students: number;
  /** group plans, besides one individual plan per student */
  groups: number;
  activities: number;
}

export const BENCH_SIZE: BenchSize = { teachers: 500, students: 10_000, groups: 1_000, activities: 1_000_000 };

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const WEEK = 7 * DAY;
/** 24 months of lessons: 92 weeks back, 12 ahead */
const WEEKS = 104;
const WEEKS_BACK = 92;
const BATCH = 20_000;

/**
 * Adds a large school on top of whatever is in the database (the bench seeds the demo
 * school first, for its sign-in accounts): ids continue after the current maximum.
 */
export async function seedBench(opened: OpenDatabase, size: BenchSize, now: number, log: (line: string) => void): Promise<void> {
  const writer = createBulkWriter(opened);
  const random = createRandom(424242);
  const maxId = async (table: 'users' | 'study_plans' | 'activities') =>
    Number((await opened.db.selectFrom(table).select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0);
  const [userBase, planBase, activityBase] = [await maxId('users'), await maxId('study_plans'), await maxId('activities')];
  const admin = await opened.db.selectFrom('users').select('id').where('profile', '=', 'admin').executeTakeFirst();
  const adminId = admin ? Number(admin.id) : null;
  const at = now - 800 * DAY;

  const teacherIds = Array.from({ length: size.teachers }, (_, i) => userBase + 1 + i);
  const studentIds = Array.from({ length: size.students }, (_, i) => userBase + 1 + size.teachers + i);
  await inBatches(writer, USERS, [
    ...teacherIds.map((id, i) => personRow(id, 'teacher', i + 1, random, at)),
    ...studentIds.map((id, i) => personRow(id, 'student', i + 1, random, at)),
  ]);
  log(`users: ${size.teachers} teachers, ${size.students} students`);

  const plans: BenchPlan[] = [];
  const teachersFor = () => (random.chance(0.15) ? [random.pick(teacherIds), random.pick(teacherIds)] : [random.pick(teacherIds)]);
  for (const student of studentIds) plans.push(newPlan(planBase + plans.length + 1, false, teachersFor(), [student], random));
  for (let g = 0; g < size.groups; g++) {
    const members = [...new Set(Array.from({ length: random.int(3, 8) }, () => random.pick(studentIds)))];
    plans.push(newPlan(planBase + plans.length + 1, true, teachersFor(), members, random));
  }
  for (const plan of plans) plan.teacherIds = [...new Set(plan.teacherIds)];
  await inBatches(writer, PLANS, plans.map((plan) => planRow(plan, random, at)));
  await inBatches(writer, PLAN_TEACHERS, plans.flatMap((p) => p.teacherIds.map((t) => [p.id, t])));
  await inBatches(writer, PLAN_MEMBERS, plans.flatMap((p) => p.memberIds.map((s) => [p.id, s])));
  log(`study plans: ${plans.length} (${size.groups} groups)`);

  let lastLesson = new Map<number, number>();
  await writer.withoutIndexes('activities', async () => {
    lastLesson = await insertActivities(writer, plans, size.activities, { activityBase, now, adminId, random, log });
    log('rebuilding the activities indexes');
  });
  const thisMonth = monthOf(now);
  const lastMonth = thisMonth.month === 1 ? { year: thisMonth.year - 1, month: 12 } : { year: thisMonth.year, month: thisMonth.month - 1 };
  await inBatches(writer, PAY_RATES, payRateRows(teacherIds, lastMonth, adminId, now));
  log(`pay rates: ${teacherIds.length * 2}`);
  const updates = [...lastLesson].map(([id, t]) => [id, t]);
  await updateLastLessons(opened, updates);
  if (opened.pool) {
    // explicit ids do not move identity sequences: the next insert would collide
    for (const table of ['users', 'study_plans', 'activities']) {
      await writer.exec(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
  }
  await writer.exec('analyze');
}

interface ActivityContext {
  activityBase: number;
  now: number;
  adminId: number | null;
  random: Random;
  log: (line: string) => void;
}

/** Streams the activities plan by plan in batches; returns each student's latest lesson start. */
async function insertActivities(writer: BulkWriter, plans: BenchPlan[], total: number, ctx: ActivityContext): Promise<Map<number, number>> {
  const { now, random } = ctx;
  const firstWeek = weekStartOf(now) - WEEKS_BACK * WEEK;
  const thisMonth = monthOf(now);
  const paidMonths = new Map<string, [teacher: number, year: number, month: number]>();
  const lastLesson = new Map<number, number>();
  let rows: unknown[][] = [];
  let comments: unknown[][] = [];
  let id = ctx.activityBase;
  const started = Date.now();
  // a group weighs two individual plans: it meets twice a week
  const weightTotal = plans.reduce((sum, p) => sum + (p.isGroup ? 2 : 1), 0);
  let weightSoFar = 0;

  for (const plan of plans) {
    const before = Math.floor((total * weightSoFar) / weightTotal);
    weightSoFar += plan.isGroup ? 2 : 1;
    const count = Math.floor((total * weightSoFar) / weightTotal) - before;
    const perWeek = Math.min(5, Math.max(plan.isGroup ? 2 : 1, Math.ceil(count / WEEKS)));
    const startWeek = random.int(0, Math.max(0, WEEKS - Math.ceil(count / perWeek)));
    const firstDay = random.int(0, 4);
    const minuteOfDay = random.int(36, 71) * 15;
    const length = random.chance(0.3) ? 1.5 : 1;
    for (let k = 0; k < count; k++) {
      const week = startWeek + Math.floor(k / perWeek);
      const start = firstWeek + week * WEEK + ((firstDay + (k % perWeek) * 2) % 5) * DAY + minuteOfDay * MINUTE;
      const teacher = plan.teacherIds[k % plan.teacherIds.length];
      const type = k % 40 === 20 ? 'milestone' : k % 25 === 12 ? 'spotlight' : k % 10 === 9 ? 'evaluation' : 'activity';
      const hours = type === 'milestone' || type === 'spotlight' ? 0 : length;
      const difficulty = type === 'milestone' ? 21 : type === 'spotlight' ? random.pick([1, 3]) : type === 'evaluation' ? random.pick([8, 13]) : random.pick([3, 5, 5, 8]);
      const end = start + hours * 60 * MINUTE;
      const completed = end < now && !random.chance(0.04);
      const month = monthOf(start);
      // months before last are paid; last month only for every third teacher
      const paid = completed && (month.index < thisMonth.index - 1 || (month.index === thisMonth.index - 1 && teacher % 3 === 0));
      // paid on the 3rd of the following month (month is 1-based, so this is the next one)
      const paidAt = paid ? Math.min(Date.UTC(month.year, month.month, 3), now) : null;
      if (paid) paidMonths.set(`${teacher}:${month.index}`, [teacher, month.year, month.month]);
      const createdAt = Math.min(start - 7 * DAY, now - DAY);
      id++;
      rows.push([
        id, plan.id, teacher, type, type === 'evaluation' ? `Progress check ${k + 1}` : lessonTitle(k), '', start, hours,
        hours ? start : null, hours ? end : null, difficulty, completed ? 1 : 0, completed ? end : null, outcomeOf(completed, end < now, hours, k),
        paid ? 1 : 0, paidAt, teacher, createdAt, paidAt ?? (completed ? end : createdAt),
      ]);
      if (completed && random.chance(0.05) && end + 2 * 60 * MINUTE < now) {
        comments.push([id, teacher, 'Good lesson. Homework: review the new vocabulary.', end + 2 * 60 * MINUTE]);
      }
      if (start <= now) for (const s of plan.memberIds) lastLesson.set(s, Math.max(start, lastLesson.get(s) ?? 0));
      if (rows.length >= BATCH) {
        await writer.insert(ACTIVITIES, rows);
        await writer.insert(COMMENTS, comments);
        rows = [];
        comments = [];
        const done = id - ctx.activityBase;
        if (done % 100_000 < BATCH) ctx.log(`activities: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
  }
  await writer.insert(ACTIVITIES, rows);
  await writer.insert(COMMENTS, comments);
  await inBatches(writer, PAYMENTS, [...paidMonths.values()].map(([t, y, m]) => [t, y, m, 1, ctx.adminId, Math.min(Date.UTC(y, m, 3), now)]));
  ctx.log(`activities: ${(id - ctx.activityBase).toLocaleString('en')} done, ${paidMonths.size} paid teacher-months`);
  return lastLesson;
}

function monthOf(instant: number) {
  const d = new Date(instant);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  return { year, month, index: year * 12 + month - 1 };
}

async function inBatches(writer: BulkWriter, table: BulkTable, rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += BATCH) await writer.insert(table, rows.slice(i, i + BATCH));
}

async function updateLastLessons(opened: OpenDatabase, updates: unknown[][]) {
  if (opened.sqlite) {
    const statement = opened.sqlite.prepare('update users set last_lesson_at = ? where id = ?');
    opened.sqlite.transaction(() => {
      for (const [id, at] of updates) statement.run(at, id);
    })();
  } else if (opened.pool) {
    await opened.pool.query(
      'update users set last_lesson_at = v.at from unnest($1::int4[], $2::int8[]) as v(id, at) where users.id = v.id',
      [updates.map((u) => u[0]), updates.map((u) => u[1])],
    );
  }
}
