/**
 * `npm run bench:report`: latency of the teaching-time report query (one aggregate query
 * per page) at 1M activities. Seeds the bench school first, or reuses it (seed-bench.js),
 * then times teachingTimePage for a full month: SQLite (server/.bench/data) always,
 * PostgreSQL too when DATABASE_URL is set. Prints figures beside the goal; asserts nothing.
 */
import os from 'node:os';
import { CompiledQuery } from 'kysely';
import type { TeachingTimeMonthRequest } from '@studydesk/shared/contracts';
import { createDatabase, type DatabaseHandle } from '../db/connection';
import { offsetPageQuery } from '../db/paging';
import { monthOf } from '@studydesk/shared/dates';
import { siteTimeZone } from '../modules/site-settings';
import { monthWindow, teachingTimePage, teachingTimeQuery, type MonthRange } from '../modules/teaching-time';
import { BENCH_SQLITE_DIR, fmt, forEachEngine, runMain, seedBench, timeRuns } from './bench-kit';

const GOAL_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
type Scenario = [label: string, request: Omit<TeachingTimeMonthRequest, 'month' | 'year'>];
const SCENARIOS: Scenario[] = [
  ['first page, hours desc (default)', {}],
  ['page 20 (deep offset)', { pageIndex: 20 }],
  ['search "ana"', { search: 'ana' }],
  ['by last name, ascending', { orderBy: 'lastName', direction: 'asc' }],
  ['by paid state', { orderBy: 'paid' }],
];

async function benchEngine(label: string, databaseUrl: string | null): Promise<void> {
  seedBench(databaseUrl);
  const opened: DatabaseHandle = createDatabase({ databaseUrl, dataDir: BENCH_SQLITE_DIR });
  try {
    const { db } = opened;
    const activities = await db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const timeZone = await siteTimeZone(db);
    // last month: a whole month of lessons, completed and partly paid
    const now = monthOf(Date.now(), timeZone);
    const last = now.month === 1 ? { year: now.year - 1, month: 12 } : { year: now.year, month: now.month - 1 };
    const range = monthWindow(last, timeZone);
    const inMonth = await db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('start_time', '>=', range.start)
      .where('start_time', '<', range.end)
      .executeTakeFirstOrThrow();
    console.log(
      `\n${label} (load average ${os.loadavg()[0].toFixed(1)}): ${Number(activities.n).toLocaleString('en')} activities, ${Number(inMonth.n).toLocaleString('en')} in ` +
        `${last.year}-${String(last.month).padStart(2, '0')} (${timeZone}); ${RUNS} runs per row, ms (goal ≤ ${GOAL_MS} ms per page)`,
    );
    console.log(`  ${'scenario'.padEnd(34)}      p50      p99   goal   rows/total`);
    for (const [name, request] of SCENARIOS) {
      const run = () => teachingTimePage(db, { ...request, range, pictureUrl: () => null });
      const page = await run();
      const { p50, p99 } = await timeRuns(run, RUNS);
      const verdict = p99 <= GOAL_MS ? 'met ' : 'MISS';
      console.log(`  ${name.padEnd(34)} ${fmt(p50)} ${fmt(p99)}   ${verdict}   ${page.results.length}/${page.total}`);
    }
    await explain(opened, range);
  } finally {
    await opened.destroy();
  }
}

/** How the engine runs the page's statement: which index the month's lessons come from. */
async function explain(opened: DatabaseHandle, range: MonthRange): Promise<void> {
  const compiled = offsetPageQuery(teachingTimeQuery(opened.db, { range, pictureUrl: () => null }), { pageIndex: 0, pageSize: 10 }).compile();
  const prefix = opened.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const { rows } = await opened.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
  const lines = rows.map((row) => String(row.detail ?? row['QUERY PLAN'] ?? '').trim());
  const relevant = lines.filter((line) => /activities|Heap Fetches/.test(line));
  console.log(`  plan: ${relevant.slice(0, 4).join(' | ')}`);
}

runMain(() => forEachEngine(benchEngine));
