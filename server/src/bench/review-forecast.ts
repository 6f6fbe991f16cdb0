/**
 * `npm run bench:review`: the teacher dashboard with and without the forgetting forecast,
 * at 10,000 students with 200 reviewed cards each (2,000,000 card states). The dashboard
 * page asks for the forecast of its plans in one call after its own, so "with" is the
 * dashboard call followed by the forecast call for the plans it returned. In-process
 * through the real app (session, permissions, validation, queries, serialisation) with
 * app.inject, on its own SQLite school in a temporary folder. Prints p50/p99 and the
 * ratio beside the budget (the dashboard with the forecast under 2× without); asserts
 * nothing.
 */
import type { DashboardResponse } from '@studydesk/shared/contracts';
import type { OpenDatabase } from '../db/connection';
import { createSession } from '../sessions';
import { fmt, machineLine, runMain, timeRuns, withScratchApp } from './bench-kit';
import { createBulkWriter, type BulkTable } from './bulk-insert';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);
const CARDS = Number(process.env.BENCH_CARDS ?? 200);
const TEACHERS = 100;
const LESSONS_HELD = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** the budget: the forecast at most doubles the dashboard page's p99 */
const GOAL_FACTOR = 2;
const DAY = 86_400_000;
const BATCH = 20_000;

const ACTIVITIES: BulkTable = {
  name: 'activities',
  columns: [
    ['id', 'int4'], ['study_plan_id', 'int4'], ['teacher_id', 'int4'], ['type', 'text'], ['lesson_title', 'text'], ['description', 'text'],
    ['start_time', 'int8'], ['lesson_length', 'float8'], ['difficulty_level', 'int4'], ['is_completed', 'int4'], ['completed_at', 'int8'],
    ['paid', 'int4'], ['created_at', 'int8'], ['updated_at', 'int8'],
  ],
};
const FLASHCARDS: BulkTable = {
  name: 'flashcards',
  columns: [
    ['id', 'int4'], ['study_plan_id', 'int4'], ['front', 'text'], ['back', 'text'], ['source_sentence', 'text'], ['approved', 'int4'],
    ['created_at', 'int8'], ['updated_at', 'int8'], ['kind', 'text'], ['target', 'text'], ['activity_id', 'int4'],
  ],
};
const REVIEW_CARDS: BulkTable = {
  name: 'review_cards',
  columns: [
    ['student_id', 'int4'], ['card_id', 'int4'], ['study_plan_id', 'int4'], ['due', 'int8'], ['stability', 'float8'], ['difficulty', 'float8'],
    ['scheduled_days', 'int4'], ['learning_steps', 'int4'], ['reps', 'int4'], ['lapses', 'int4'], ['state', 'int4'], ['last_review', 'int8'],
  ],
};

/** A small deterministic generator, so every run measures the same school. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The school: an admin, 100 teachers, one individual plan per student (each teacher
 * teaches 100), 5 lessons held and one ahead per plan, 200 approved cards per plan from
 * the lessons held, each reviewed by the student (stability 0.5–60 days, last review in
 * the past 30 days).
 */
async function seed(opened: OpenDatabase, now: number, log: (line: string) => void): Promise<{ adminId: number; teacherId: number }> {
  const { db } = opened;
  const writer = createBulkWriter(opened);
  const next = random(20261123);
  const person = (id: number, email: string, profile: 'admin' | 'teacher' | 'student') => ({
    id, email, profile, password_hash: null, first_name: `${profile} ${id}`, last_name: 'Bench', title: '', language: 'en', archived: 0 as const, search_text: email, updated_at: now,
  });
  const users = [person(1, 'admin@bench.test', 'admin')];
  for (let t = 0; t < TEACHERS; t += 1) users.push(person(2 + t, `teacher${t}@bench.test`, 'teacher'));
  const studentId = (p: number) => 1 + TEACHERS + p;
  for (let p = 1; p <= STUDENTS; p += 1) users.push(person(studentId(p), `student${p}@bench.test`, 'student'));
  for (let i = 0; i < users.length; i += 500) await db.insertInto('users').values(users.slice(i, i + 500)).execute();

  const plans = Array.from({ length: STUDENTS }, (_, i) => ({
    id: i + 1, code: `REV-${i + 1}`, title: `Review plan ${i + 1}`, description: '', goal: '', level: 'B1', is_group: 0 as const, language: 'en',
    retention_text: '', retention_text_size: 14, archived: 0 as const, search_text: `rev-${i + 1} review plan ${i + 1}`, updated_at: now,
  }));
  for (let i = 0; i < plans.length; i += 500) await db.insertInto('study_plans').values(plans.slice(i, i + 500)).execute();
  const teacherOf = (p: number) => 2 + ((p - 1) % TEACHERS);
  const pairs = plans.map((plan) => plan.id);
  for (let i = 0; i < pairs.length; i += 1000) {
    const slice = pairs.slice(i, i + 1000);
    await db.insertInto('study_plan_teachers').values(slice.map((p) => ({ study_plan_id: p, teacher_id: teacherOf(p) }))).execute();
    await db.insertInto('study_plan_members').values(slice.map((p) => ({ study_plan_id: p, student_id: studentId(p) }))).execute();
  }
  log(`users and plans: ${STUDENTS} students, ${TEACHERS} teachers, ${STUDENTS} plans`);

  const perPlan = LESSONS_HELD + 1;
  const activityId = (p: number, k: number) => (p - 1) * perPlan + k + 1;
  const activities: unknown[][] = [];
  for (let p = 1; p <= STUDENTS; p += 1) {
    for (let k = 0; k < perPlan; k += 1) {
      const held = k < LESSONS_HELD;
      const start = held ? now - (LESSONS_HELD - k) * 3 * DAY : now + (1 + (p % 7)) * DAY;
      activities.push([activityId(p, k), p, teacherOf(p), 'activity', `Lesson ${k + 1}`, '', start, 1, 5, held ? 1 : 0, held ? start + 3_600_000 : null, 0, now, now]);
    }
  }
  await writer.withoutIndexes('activities', async () => {
    for (let i = 0; i < activities.length; i += BATCH) await writer.insert(ACTIVITIES, activities.slice(i, i + BATCH));
  });
  log(`activities: ${activities.length}`);

  await writer.withoutIndexes('flashcards', async () => {
    for (let p = 1; p <= STUDENTS; p += BATCH / CARDS) {
      const rows: unknown[][] = [];
      for (let q = p; q < Math.min(p + BATCH / CARDS, STUDENTS + 1); q += 1) {
        for (let c = 0; c < CARDS; c += 1) {
          const id = (q - 1) * CARDS + c + 1;
          rows.push([id, q, `Word ${c} in a sentence of plan ${q}: the ____ rose.`, `word${c}`, `Word ${c} in a sentence.`, 1, now, now, 'cloze', `word${c}`, activityId(q, c % LESSONS_HELD)]);
        }
      }
      await writer.insert(FLASHCARDS, rows);
    }
  });
  log(`flashcards: ${STUDENTS * CARDS}`);

  await writer.withoutIndexes('review_cards', async () => {
    for (let p = 1; p <= STUDENTS; p += BATCH / CARDS) {
      const rows: unknown[][] = [];
      for (let q = p; q < Math.min(p + BATCH / CARDS, STUDENTS + 1); q += 1) {
        for (let c = 0; c < CARDS; c += 1) {
          const stability = 0.5 + next() * 59.5;
          const lastReview = now - Math.floor(next() * 30 * DAY);
          rows.push([studentId(q), (q - 1) * CARDS + c + 1, q, lastReview + Math.round(stability) * DAY, stability, 1 + next() * 9, Math.round(stability), 0, 3, 0, 2, lastReview]);
        }
      }
      await writer.insert(REVIEW_CARDS, rows);
    }
  });
  log(`card states: ${STUDENTS * CARDS}`);
  await writer.exec('analyze');
  return { adminId: 1, teacherId: 2 };
}

async function main(): Promise<void> {
  console.log(machineLine());
  await withScratchApp('review', async (app, database) => {
    const started = Date.now();
    // seeding only: the measured runs use the engine's durable default again
    database.sqlite?.pragma('synchronous = OFF');
    const { adminId, teacherId } = await seed(database, Date.now(), (line) => console.log(`  seeded ${line}`));
    database.sqlite?.pragma('synchronous = FULL');
    console.log(`  (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`);

    console.log(`\nSQLite: ${STUDENTS} students × ${CARDS} reviewed cards; ms, in-process (app.inject), ${RUNS} runs per row`);
    console.log(`  ${'page'.padEnd(44)}      p50      p99`);
    for (const [who, userId] of [['teacher (100 plans)', teacherId], ['admin (all plans)', adminId]] as const) {
      const { token } = await createSession(app.db, userId);
      const headers = { cookie: `${app.sessionCookie.name}=${token}` };
      const dashboard = async () => {
        const res = await app.inject({ method: 'POST', url: '/v1/studyplan/dashboard', headers, payload: { orderBy: 'nextLesson', direction: 'asc' } });
        if (res.statusCode !== 200) throw new Error(`dashboard answered ${res.statusCode}: ${res.body}`);
        return res.json<DashboardResponse>().studyPlans.results.map((plan) => plan.id);
      };
      const forecast = async (ids: number[]) => {
        const res = await app.inject({ method: 'POST', url: '/v1/review/forecast', headers, payload: { studyPlanIds: ids } });
        if (res.statusCode !== 200) throw new Error(`forecast answered ${res.statusCode}: ${res.body}`);
        return res;
      };
      const ids = await dashboard();
      const sample = (await forecast(ids)).json<{ forecasts: Array<{ students: Array<{ reviewedCards: number; likelyForgotten: number }> }> }>();
      const without = await timeRuns(dashboard, RUNS);
      const alone = await timeRuns(() => forecast(ids), RUNS);
      const withForecast = await timeRuns(async () => forecast(await dashboard()), RUNS);
      const forgotten = sample.forecasts.reduce((sum, plan) => sum + plan.students.reduce((s, st) => s + st.likelyForgotten, 0), 0);
      const reviewed = sample.forecasts.reduce((sum, plan) => sum + plan.students.reduce((s, st) => s + st.reviewedCards, 0), 0);
      console.log(`  ${`${who}: dashboard`.padEnd(44)} ${fmt(without.p50)} ${fmt(without.p99)}`);
      console.log(`  ${`${who}: forecast of its ${ids.length} plans`.padEnd(44)} ${fmt(alone.p50)} ${fmt(alone.p99)}   (${forgotten} of ${reviewed} cards likely forgotten)`);
      console.log(`  ${`${who}: dashboard + forecast`.padEnd(44)} ${fmt(withForecast.p50)} ${fmt(withForecast.p99)}`);
      const ratio = withForecast.p99 / without.p99;
      console.log(`  ${`${who}: ratio (p99)`.padEnd(44)} ${fmt(withForecast.p50 / without.p50)} ${fmt(ratio)}   budget < ${GOAL_FACTOR}×: ${ratio < GOAL_FACTOR ? 'met' : 'MISS'}`);
    }
  });
}

runMain(main);
