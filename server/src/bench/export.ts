/**
 * `npm run bench:export`: the copy of one student's data (docs/product-rules.md#r-privacy-2) after
 * five years of weekly lessons: 250 lessons with a comment each, 1,000 reviews of 200 cards,
 * progress answers, in a group plan of four and an individual plan. In-process through the
 * real app on its own SQLite school in a temporary folder: the request (app.inject), then the
 * job that builds the ZIP, timed from the request to the copy ready. Prints each run and the
 * slowest against the 10 s budget; fails when a run leaves no copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../sessions';
import { machineLine, runMain, withScratchApp } from './bench-kit';

const LESSONS = Number(process.env.BENCH_LESSONS ?? 250);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1000);
const CARDS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = 10_000;
const WEEK = 7 * 86_400_000;

async function seed(app: FastifyInstance, now: number): Promise<number> {
  const db = app.db;
  const person = (email: string, profile: 'admin' | 'teacher' | 'student', first: string) => ({
    email, profile, password_hash: null, first_name: first, last_name: 'Bench', title: '', language: 'en', archived: 0 as const, search_text: email, updated_at: now,
  });
  const [, teacher, student, ...classmates] = await db
    .insertInto('users')
    .values([person('admin@bench.test', 'admin', 'Admin'), person('teacher@bench.test', 'teacher', 'Teacher'), person('student@bench.test', 'student', 'Student'), ...[1, 2, 3].map((n) => person(`classmate${n}@bench.test`, 'student', `Classmate ${n}`))])
    .returning('id')
    .execute();
  const plan = (code: string, group: 0 | 1) => ({ code, title: code, description: '', goal: 'B2 by the summer', level: 'B1', is_group: group, language: 'en', retention_text: '', retention_text_size: 14, archived: 0 as const, search_text: code, updated_at: now });
  const [own, group] = await db.insertInto('study_plans').values([plan('OWN-1', 0), plan('GROUP-1', 1)]).returning('id').execute();
  await db.insertInto('study_plan_teachers').values([own, group].map((p) => ({ study_plan_id: p.id, teacher_id: teacher.id }))).execute();
  await db.insertInto('study_plan_members').values([{ study_plan_id: own.id, student_id: student.id }, ...[student, ...classmates].map((s) => ({ study_plan_id: group.id, student_id: s.id }))]).execute();
  const first = now - LESSONS * WEEK;
  const lessons = Array.from({ length: LESSONS }, (_, i) => ({
    study_plan_id: i % 2 === 0 ? own.id : group.id, teacher_id: teacher.id, type: 'activity' as const, lesson_title: `Lesson ${i + 1}`,
    description: 'Reading, a short dialogue and the past tense of irregular verbs, with homework for next week.', start_time: first + i * WEEK, lesson_length: 1,
    difficulty_level: 3, is_completed: 1 as const, completed_at: first + i * WEEK + 3_600_000, outcome: 'held' as const, paid: 0 as const, created_by: teacher.id, updated_at: now,
  }));
  const ids: number[] = [];
  for (let i = 0; i < lessons.length; i += 100) ids.push(...(await db.insertInto('activities').values(lessons.slice(i, i + 100)).returning('id').execute()).map((row) => row.id));
  for (let i = 0; i < ids.length; i += 100) {
    await db.insertInto('comments').values(ids.slice(i, i + 100).map((id) => ({ activity_id: id, author_id: student.id, text: 'Thank you, the homework is done and I have a question about the third exercise.', audience: 'student' as const }))).execute();
  }
  const cards = await db.insertInto('flashcards').values(Array.from({ length: CARDS }, (_, i) => ({ study_plan_id: group.id, front: `word ${i}`, back: `Wort ${i}`, source_sentence: `A sentence with word ${i}.`, approved: 1 as const, updated_at: now }))).returning('id').execute();
  await db.insertInto('review_cards').values(cards.map((card) => ({ student_id: student.id, card_id: card.id, study_plan_id: group.id, due: now, stability: 10, difficulty: 5, scheduled_days: 10, learning_steps: 0, reps: 5, lapses: 0, state: 2 as const, last_review: now - WEEK }))).execute();
  const logs = Array.from({ length: REVIEWS }, (_, i) => ({
    card_id: cards[i % CARDS].id, student_id: student.id, study_plan_id: group.id, grade: 3, reviewed_at: first + i * 86_400_000, state_before: 2 as const, state_after: 2 as const,
    card_before: '{"due":0,"stability":9.1,"difficulty":5.2,"reps":4,"lapses":0,"state":2}', card_after: '{"due":0,"stability":10.3,"difficulty":5.1,"reps":5,"lapses":0,"state":2}',
  }));
  for (let i = 0; i < logs.length; i += 200) await db.insertInto('review_logs').values(logs.slice(i, i + 200)).execute();
  return student.id;
}

/** Runs the queue until the copy is made (the enqueue also wakes the app's own runner, which may take the job first). */
async function whenDone(app: FastifyInstance, id: number) {
  const until = Date.now() + 5 * 60_000;
  for (;;) {
    await app.jobs.runDue();
    const row = await app.db.selectFrom('privacy_requests').select(['state', 'file_name']).where('id', '=', id).executeTakeFirstOrThrow();
    if (row.state !== 'approved' || Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function main(): Promise<void> {
  console.log(`bench:export — ${machineLine()}`);
  await withScratchApp('export', async (app, database) => {
    database.sqlite?.pragma('synchronous = OFF');
    const studentId = await seed(app, Date.now());
    database.sqlite?.pragma('synchronous = FULL');
    const { token } = await createSession(app.db, studentId);
    const headers = { cookie: `${app.sessionCookie.name}=${token}` };
    console.log(`\nSQLite: one student, ${LESSONS} lessons (a comment each), ${REVIEWS} reviews of ${CARDS} cards; from the request to the copy ready`);
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/v1/privacy/exports', headers, payload: { personId: studentId } });
      if (res.statusCode !== 201) throw new Error(`the export was refused: ${res.statusCode} ${res.body}`);
      const id = res.json<{ request: { id: number } }>().request.id;
      const done = await whenDone(app, id);
      const elapsed = performance.now() - started;
      const file = done.file_name ? path.join(path.dirname(app.uploads.dir), 'exports', done.file_name) : '';
      if (done.state !== 'done' || !fs.existsSync(file)) throw new Error(`run ${run} left no copy (state ${done.state})`);
      times.push(elapsed);
      console.log(`  run ${run}: ${(elapsed / 1000).toFixed(2).padStart(6)} s, ZIP ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
    }
    const slowest = Math.max(...times);
    console.log(`  slowest: ${(slowest / 1000).toFixed(2)} s   budget < ${BUDGET_MS / 1000} s: ${slowest < BUDGET_MS ? 'met' : 'MISS'}`);
  });
}

runMain(main);
