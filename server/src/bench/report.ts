/**
 * `npm run bench:report`: latency of the teaching-time report query (one aggregate query
 * per page) at 1M activities. Seeds the bench school first, or reuses it (seed-bench.js),
 * then times teachingTimePage for a full month: SQLite (server/.bench/data) always,
 * PostgreSQL too when DATABASE_URL is set. Each page is timed as it was before amounts
 * (hours only) and as the report answers now, with the page's teachers priced
 * (docs/product-rules.md#r-pay-3); the budget for the amounts is 2× the hours-only p99.
 * Prints figures beside the goals; asserts nothing.
 */
import os from 'node:os';
import { CompiledQuery } from 'kysely';
import type { TeachingTimeMonthRequest } from '@studydesk/shared/contracts';
import { createDatabase, type DatabaseHandle } from '../db/connection';
import { offsetPageQuery } from '../db/paging';
import { monthOf } from '@studydesk/shared/dates';
import { monthAmounts } from '../modules/pay';
import { readSiteSettings } from '../modules/site-settings';
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
    const { timeZone, payPolicy } = await readSiteSettings(db);
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
    console.log(`  ${'scenario'.padEnd(34)}  hours only: p50      p99 | with amounts: p50      p99   ×p99   goal  2×    rows/total  amount of the page`);
    for (const [name, request] of SCENARIOS) {
      const hoursOnly = () => teachingTimePage(db, { ...request, range, pictureUrl: () => null });
      const withAmounts = async () => {
        const page = await hoursOnly();
        const amounts = await monthAmounts(db, page.results.map((row) => row.id), range, payPolicy);
        return { page, amounts };
      };
      const { page, amounts } = await withAmounts();
      // back to back, so the machine's load of the moment weighs on both alike
      const before = await timeRuns(hoursOnly, RUNS);
      const after = await timeRuns(withAmounts, RUNS);
      const ratio = after.p99 / before.p99;
      const verdict = after.p99 <= GOAL_MS ? 'met ' : 'MISS';
      const budget = ratio <= 2 ? 'met ' : 'MISS';
      const total = [...amounts.values()].reduce((sum, a) => sum + a.amount, 0);
      console.log(
        `  ${name.padEnd(34)}          ${fmt(before.p50)} ${fmt(before.p99)} |           ${fmt(after.p50)} ${fmt(after.p99)}  ${ratio.toFixed(2).padStart(5)}   ${verdict} ${budget}  ${`${page.results.length}/${page.total}`.padStart(10)}  ${total.toLocaleString('en')}`,
      );
    }
    await explainAmounts(opened, range);
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

/** How the engine reads the priced lessons of a page's teachers: from the pay index alone, or not. */
async function explainAmounts(opened: DatabaseHandle, range: MonthRange): Promise<void> {
  const teachers = await opened.db.selectFrom('users').select('id').where('profile', '=', 'teacher').limit(10).execute();
  const ids = teachers.map((t) => t.id);
  const compiled = opened.db
    .selectFrom('activities as a')
    .innerJoin('study_plans as sp', 'sp.id', 'a.study_plan_id')
    .select(['a.teacher_id', 'sp.is_group', 'a.outcome', 'a.lesson_length'])
    .where('a.teacher_id', 'in', ids)
    .where('a.start_time', '>=', range.start)
    .where('a.start_time', '<', range.end)
    .where('a.outcome', 'is not', null)
    .where('a.lesson_length', '>', 0)
    .compile();
  const prefix = opened.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const { rows } = await opened.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
  const lines = rows.map((row) => String(row.detail ?? row['QUERY PLAN'] ?? '').trim()).filter((line) => /activities|study_plans|Index/.test(line));
  console.log(`  amounts plan: ${lines.slice(0, 4).join(' | ')}`);
}

runMain(() => forEachEngine(benchEngine));
