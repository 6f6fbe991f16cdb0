/**
 * `npm run bench` (calendar part): the month view and agenda pages at 1M activities,
 * in-process through the real app (routing, validation, session, permissions, queries,
 * serialisation) with app.inject. The bench school comes from `npm run seed:bench`
 * (seeded here when missing). SQLite always; PostgreSQL too when DATABASE_URL is set.
 * Prints figures beside the goal; asserts nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { AgendaResponse, CalendarScope } from '@studydesk/shared/contracts';
import { monthOf, shiftMonth } from '@studydesk/shared/dates';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createSession } from '../modules/auth';
import { createDatabase } from '../db/connection';
import { siteTimeZone } from '../modules/site-settings';
import { BENCH_SQLITE_DIR, fmt, machineLine, seedBench, timeRuns } from './bench-kit';

const GOAL_P99_MS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

async function busiest(app: FastifyInstance, column: 'teacher_id' | 'study_plan_id'): Promise<number> {
  const row = await app.db
    .selectFrom('activities')
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, 'is not', null)
    .groupBy(column)
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return Number(row[column]);
}

async function benchEngine(label: string, databaseUrl: string | null): Promise<void> {
  seedBench(databaseUrl);
  const database = createDatabase({ databaseUrl, dataDir: BENCH_SQLITE_DIR });
  const config = { ...loadConfig({ ...process.env, STATIC_ROOT: '' }), databaseUrl, dataDir: BENCH_SQLITE_DIR, demo: false };
  const app = await buildApp({ config, logger: false, database });
  try {
    const admin = await app.db.selectFrom('users').select('id').where('profile', '=', 'admin').orderBy('id').executeTakeFirstOrThrow();
    const { token } = await createSession(app.db, admin.id);
    const headers = { cookie: `${app.sessionCookie.name}=${token}` };
    const zone = await siteTimeZone(app.db);
    const month = shiftMonth(monthOf(Date.now(), zone), -1);
    const teacherId = await busiest(app, 'teacher_id');
    const planId = await busiest(app, 'study_plan_id');
    const member = await app.db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', planId).executeTakeFirstOrThrow();
    const scopes: Array<[string, CalendarScope]> = [
      ['busiest teacher', { kind: 'teacher', teacherId }],
      ['busiest plan', { kind: 'plan', planId }],
      ["a student of it", { kind: 'student', studentId: member.student_id }],
    ];
    const count = await app.db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    console.log(
      `\n${label}: ${Number(count.n).toLocaleString('en')} activities; month ${month.year}-${String(month.month).padStart(2, '0')} (${zone}); ` +
        `${RUNS} runs per row, ms, in-process (goal p99 ≤ ${GOAL_P99_MS} ms)`,
    );
    console.log(`  ${'call'.padEnd(44)}      p50      p99   goal   rows`);
    for (const [who, scope] of scopes) {
      const body = { scope, ...month };
      const call = (url: string, payload: object) => () => app.inject({ method: 'POST', url, headers, payload });
      const first = await call('/v1/calendar/agenda', body)();
      if (first.statusCode !== 200) throw new Error(`agenda answered ${first.statusCode}: ${first.body}`);
      const page1 = (first.json() as AgendaResponse).activitiesPage;
      const page2 = (await call('/v1/calendar/agenda', { ...body, after: page1.keyset.next ?? undefined })()).json() as AgendaResponse;
      const rows: Array<[string, () => Promise<{ statusCode: number }>, number]> = [
        ['month view', call('/v1/calendar/monthview', body), -1],
        ['agenda, first page', call('/v1/calendar/agenda', body), page1.results.length],
      ];
      if (page1.keyset.next) rows.push(['agenda, next page (keyset)', call('/v1/calendar/agenda', { ...body, after: page1.keyset.next }), page2.activitiesPage.results.length]);
      if (page2.activitiesPage.keyset.previous) {
        rows.push(['agenda, previous page (keyset)', call('/v1/calendar/agenda', { ...body, before: page2.activitiesPage.keyset.previous }), page1.results.length]);
      }
      for (const [name, run, size] of rows) {
        const { p50, p99 } = await timeRuns(run, RUNS);
        const verdict = p99 <= GOAL_P99_MS ? 'met ' : 'MISS';
        console.log(`  ${`${who}: ${name}`.padEnd(44)} ${fmt(p50)} ${fmt(p99)}   ${verdict}   ${size < 0 ? '' : size}`);
      }
    }
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(machineLine());
  await benchEngine('SQLite', null);
  if (process.env.DATABASE_URL) await benchEngine('PostgreSQL', process.env.DATABASE_URL);
  else console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
