/**
 * `npm run bench:retention`: the time to generate cards for a plan with 500 lessons and
 * to build each retention document (quiz, reading practice, lesson summary) from it,
 * in-process through the real app (session, permissions, queries, segmentation, the word
 * lists, docx) with app.inject. Its own small school in a temporary SQLite file: the plan,
 * and 20 other plans of 100 lessons each. The cards are made first and the first
 * APPROVED of them approved, since the quiz and reading practice are made from approved
 * cards. Prints figures beside the goal; asserts nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fmt, machineLine, sessionCookie, timeRuns, withScratchApp } from './bench-kit';

const GOAL_MS = 1000;
const LESSONS = 500;
const OTHER_PLANS = 20;
const OTHER_LESSONS = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** approved cards the quiz (up to its 8 questions) and reading practice's glossary are made from */
const APPROVED = 40;

const SUBJECTS = ['Sales', 'The team', 'Our supplier', 'The manager', 'Profit', 'The market', 'Demand', 'The budget', 'Revenue', 'The client'];
const VERBS = ['rose sharply', 'fell slightly', 'levelled off', 'recovered', 'doubled', 'plummeted', 'fluctuated', 'stabilised', 'peaked', 'declined'];
const TAILS = ['in March', 'over the summer', 'after the merger', 'despite the strike', 'during the audit', 'before the deadline', 'in the third quarter', 'with the new forecast'];

/** A lesson text of three sentences, varied enough that words have different rarities. */
function lessonText(n: number): string {
  const sentence = (k: number) => `${SUBJECTS[(n + k) % SUBJECTS.length]} ${VERBS[(n * 3 + k) % VERBS.length]} ${TAILS[(n * 7 + k) % TAILS.length]}.`;
  return `${sentence(0)} Dr. Lee said: "${sentence(1)}" Note ${n}: ${sentence(2)}`;
}

async function seed(db: Kysely<Database>): Promise<{ adminId: number; planId: number }> {
  const now = Date.now();
  const user = (email: string, profile: 'admin' | 'teacher') => ({
    email, profile, password_hash: null, first_name: profile, last_name: 'Bench', title: '', language: 'en', archived: 0 as const, search_text: email, updated_at: now,
  });
  const admin = await db.insertInto('users').values(user('admin@bench.test', 'admin')).returning('id').executeTakeFirstOrThrow();
  const teacher = await db.insertInto('users').values(user('teacher@bench.test', 'teacher')).returning('id').executeTakeFirstOrThrow();
  const plan = (n: number) => ({
    code: `BENCH-${n}`, title: `Bench plan ${n}`, description: '', goal: '', level: 'B2', is_group: 0 as const, language: 'en',
    retention_text: n === 0 ? Array.from({ length: 20 }, (_, i) => lessonText(i)).join(' ') : '', retention_text_size: 14, archived: 0 as const, search_text: `bench ${n}`, updated_at: now,
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
          lesson_title: `Lesson ${i + k + 1}`, description: lessonText(n), start_time: now + (i + k - count / 2) * 86400000,
          lesson_length: 1, difficulty_level: [1, 3, 5, 8, 13, 21][n % 6], is_completed: (i + k < count / 2 ? 1 : 0) as 0 | 1, paid: 0 as const, updated_at: now,
        };
      });
      const ids = await db.insertInto('activities').values(rows).returning('id').execute();
      if (p === 0) {
        await db.insertInto('comments').values(ids.filter((_, k) => k % 5 === 0).map((a) => ({ activity_id: a.id, author_id: teacher.id, text: 'Good progress; revise the past tense of irregular verbs.', created_at: now }))).execute();
      }
    }
  }
  return { adminId: admin.id, planId };
}

/** Approves the plan's first cards (once): what the quiz and reading practice read. */
async function approveFirstCards(db: Kysely<Database>, planId: number): Promise<void> {
  const ids = (await db.selectFrom('flashcards').select('id').where('study_plan_id', '=', planId).orderBy('id').limit(APPROVED).execute()).map((r) => r.id);
  if (ids.length === 0) throw new Error('no cards were made to approve');
  await db.updateTable('flashcards').set({ approved: 1 }).where('id', 'in', ids).execute();
}

async function main(): Promise<void> {
  console.log(machineLine());
  await withScratchApp('retention', async (app) => {
    const { adminId, planId } = await seed(app.db);
    const headers = { cookie: await sessionCookie(app, adminId) };
    console.log(
      `\nSQLite: a plan of ${LESSONS} lessons (+ ${OTHER_PLANS * OTHER_LESSONS} lessons of other plans; the first ${APPROVED} cards approved for the documents); ` +
        `${RUNS} runs per row, ms, in-process (goal p99 < ${GOAL_MS} ms)`,
    );
    console.log(`  ${'call'.padEnd(36)}      p50      p99   goal   size`);
    const rows: Array<[string, string, object | undefined]> = [
      ['generate cards (parse-sentences)', '/v1/retention/parse-sentences', { studyPlanId: planId }],
      ['quiz (.docx)', `/v1/retention/studyplan/${planId}/generate-quiz`, undefined],
      ['reading practice (.docx)', `/v1/retention/studyplan/${planId}/generate-reading-practice`, undefined],
      ['lesson summary (.docx)', `/v1/retention/studyplan/${planId}/generate-lesson-summary`, undefined],
    ];
    for (const [name, url, payload] of rows) {
      if (!payload) await approveFirstCards(app.db, planId);
      const run = () => app.inject({ method: 'POST', url, headers, payload });
      const first = await run();
      if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
      const size = payload ? `${first.json<{ created: number }>().created} cards` : `${Math.round(first.rawPayload.length / 1024)} KB`;
      const { p50, p99 } = await timeRuns(run, RUNS, 2);
      console.log(`  ${name.padEnd(36)} ${fmt(p50)} ${fmt(p99)}   ${p99 < GOAL_MS ? 'met ' : 'MISS'}   ${size}`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
