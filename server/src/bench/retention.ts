/**
 * `npm run bench:retention`: the time to generate cards for a plan with 500 lessons and
 * to build each retention document (quiz and reading practice with their answer keys,
 * lesson summary) from it, in-process through the real app (session, permissions,
 * queries, notes, the word lists, docx) with app.inject. Its own small school in a
 * temporary SQLite file: the plan, and 20 other plans of 100 lessons each, with notes as
 * teachers write them (a vocabulary list, a sentence, homework). The cards are made first
 * and the first APPROVED of them approved, since the quiz and reading practice are made
 * from approved cards.
 *
 * "First" is a document's first request after a start: each is timed in a process of its
 * own that opens the same database and asks for that document before anything else (so
 * it pays for every list and module it loads). Prints figures beside the goal; exits 1
 * when a document misses it.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/connection';
import type { Database } from '../db/schema';
import { fmt, machineLine, sessionCookie, timeRuns } from './bench-kit';
import { benchLessonNotes } from './retention-notes';

const GOAL_MS = 1000;
const LESSONS = 500;
const OTHER_PLANS = 20;
const OTHER_LESSONS = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** approved cards the quiz (up to its 8 questions) and reading practice's glossary are made from */
const APPROVED = 40;

async function seed(db: Kysely<Database>): Promise<{ adminId: number; planId: number }> {
  const now = Date.now();
  const user = (email: string, profile: 'admin' | 'teacher') => ({
    email, profile, password_hash: null, first_name: profile, last_name: 'Bench', title: '', language: 'en', archived: 0 as const, search_text: email, updated_at: now,
  });
  const admin = await db.insertInto('users').values(user('admin@bench.test', 'admin')).returning('id').executeTakeFirstOrThrow();
  const teacher = await db.insertInto('users').values(user('teacher@bench.test', 'teacher')).returning('id').executeTakeFirstOrThrow();
  const plan = (n: number) => ({
    code: `BENCH-${n}`, title: `Bench plan ${n}`, description: '', goal: '', level: 'B2', is_group: 0 as const, language: 'en',
    retention_text: '', retention_text_size: 14, archived: 0 as const, search_text: `bench ${n}`, updated_at: now,
  });
  let planId = 0;
  for (let p = 0; p <= OTHER_PLANS; p += 1) {
    const id = (await db.insertInto('study_plans').values(plan(p)).returning('id').executeTakeFirstOrThrow()).id;
    if (p === 0) planId = id;
    await db.insertInto('study_plan_teachers').values({ study_plan_id: id, teacher_id: teacher.id }).execute();
    const count = p === 0 ? LESSONS : OTHER_LESSONS;
    for (let i = 0; i < count; i += 100) {
      const rows = Array.from({ length: Math.min(100, count - i) }, (_, k) => {
        const n = p * 1000 + i + k;
        return {
          study_plan_id: id, teacher_id: teacher.id, type: (n % 10 === 0 ? 'spotlight' : 'activity') as 'activity' | 'spotlight',
          lesson_title: `Lesson ${i + k + 1}`, description: benchLessonNotes(n), start_time: now + (i + k - count / 2) * 86400000,
          lesson_length: 1, difficulty_level: [1, 3, 5, 8, 13, 21][n % 6], is_completed: (i + k < count / 2 ? 1 : 0) as 0 | 1, paid: 0 as const, updated_at: now,
        };
      });
      await db.insertInto('activities').values(rows).execute();
    }
  }
  return { adminId: admin.id, planId };
}

const DOCUMENTS: Array<[name: string, path: string]> = [
  ['quiz (.docx)', 'generate-quiz'],
  ['quiz answer key (.docx)', 'generate-quiz-answers'],
  ['reading practice (.docx)', 'generate-reading-practice'],
  ['reading practice answer key (.docx)', 'generate-reading-practice-answers'],
  ['lesson summary (.docx)', 'generate-lesson-summary'],
];

async function openApp(dataDir: string) {
  const config = { ...loadConfig({ ...process.env, STATIC_ROOT: '' }), databaseUrl: null, dataDir, demo: false, smtpUrl: null, shedLagMs: 0 };
  return buildApp({ config, logger: false, database: createDatabase({ databaseUrl: null, dataDir }) });
}

/**
 * In a process of its own: one document's first request after a start, in ms (sent to the
 * parent). Started as a server starts: ready (plugins, routes) before any request, as
 * `listen` waits for.
 */
async function coldChild(dataDir: string, adminId: number, url: string): Promise<void> {
  const app = await openApp(dataDir);
  await app.ready();
  const headers = { cookie: await sessionCookie(app, adminId) };
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url, headers });
  const ms = performance.now() - started;
  await app.close();
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  process.send?.({ ms });
}

function coldFirst(dataDir: string, adminId: number, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--cold', dataDir, String(adminId), url], { stdio: 'inherit' });
    child.on('message', (message: { ms: number }) => resolve(message.ms));
    child.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`the cold run of ${url} exited ${code}`))));
  });
}

async function main(): Promise<void> {
  console.log(machineLine());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-bench-retention-'));
  const app = await openApp(dataDir);
  let missed = false;
  try {
    const { adminId, planId } = await seed(app.db);
    const headers = { cookie: await sessionCookie(app, adminId) };
    console.log(
      `\nSQLite: a plan of ${LESSONS} lessons (+ ${OTHER_PLANS * OTHER_LESSONS} lessons of other plans; the first ${APPROVED} cards approved for the documents); ` +
        `${RUNS} runs per row, ms, in-process (goal for each document: its first request after a start and p99 < ${GOAL_MS} ms)`,
    );
    console.log(`  ${'call'.padEnd(36)}    first      p50      p99   goal   size`);
    const generate = () => app.inject({ method: 'POST', url: '/v1/retention/parse-sentences', headers, payload: { studyPlanId: planId } });
    const started = performance.now();
    const made = await generate();
    const first = performance.now() - started;
    if (made.statusCode !== 200) throw new Error(`parse-sentences answered ${made.statusCode}: ${made.body}`);
    const { p50, p99 } = await timeRuns(generate, RUNS, 2);
    console.log(`  ${'generate cards (parse-sentences)'.padEnd(36)} ${fmt(first)} ${fmt(p50)} ${fmt(p99)}   —      ${made.json<{ created: number }>().created} cards (no goal: not a document)`);
    const ids = (await app.db.selectFrom('flashcards').select('id').where('study_plan_id', '=', planId).orderBy('id').limit(APPROVED).execute()).map((r) => r.id);
    if (ids.length === 0) throw new Error('no cards were made to approve');
    await app.db.updateTable('flashcards').set({ approved: 1 }).where('id', 'in', ids).execute();
    for (const [name, endpoint] of DOCUMENTS) {
      const url = `/v1/retention/studyplan/${planId}/${endpoint}`;
      const cold = await coldFirst(dataDir, adminId, url);
      const run = () => app.inject({ method: 'POST', url, headers });
      const res = await run();
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      const timing = await timeRuns(run, RUNS, 2);
      const met = cold < GOAL_MS && timing.p99 < GOAL_MS;
      missed ||= !met;
      console.log(`  ${name.padEnd(36)} ${fmt(cold)} ${fmt(timing.p50)} ${fmt(timing.p99)}   ${met ? 'met ' : 'MISS'}   ${Math.round(res.rawPayload.length / 1024)} KB`);
    }
  } finally {
    await app.close();
    if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (missed) process.exit(1);
}

const [flag, dir, admin, url] = process.argv.slice(2);
const done = flag === '--cold' ? coldChild(dir, Number(admin), url) : main();
done.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
