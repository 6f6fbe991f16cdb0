/**
 * `npm run bench:report`: latency of the teaching-time report query (one aggregate query
 * per page) at 1M activities. Seeds the bench school first, or reuses it (seed-bench.js),
 * then times teachingTimePage for a full month: SQLite (server/.bench/data) always,
 * PostgreSQL too when DATABASE_URL is set. Prints figures beside the goal; asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import type { TeachingTimeMonthRequest } from '@studydesk/shared/contracts';
import { createDatabase, type DatabaseHandle } from '../db/connection';
import { monthOf } from '@studydesk/shared/dates';
import { siteTimeZone } from '../modules/site-settings';
import { monthWindow, teachingTimePage, teachingTimeQuery, type MonthRange } from '../modules/teaching-time';

const GOAL_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const SERVER_DIR = path.resolve(__dirname, '..', '..');
const SQLITE_DIR = path.resolve(process.env.DATA_DIR ?? path.join(SERVER_DIR, '.bench', 'data'));

type Scenario = [label: string, request: Omit<TeachingTimeMonthRequest, 'month' | 'year'>];
const SCENARIOS: Scenario[] = [
  ['first page, hours desc (default)', {}],
  ['page 20 (deep offset)', { pageIndex: 20 }],
  ['search "ana"', { search: 'ana' }],
  ['by last name, ascending', { orderBy: 'lastName', direction: 'asc' }],
  ['by paid state', { orderBy: 'paid' }],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const fmt = (value: number) => value.toFixed(2).padStart(8);

/** The bench seed reuses a seeded database and seeds an empty one (minutes for 1M rows). */
function seed(databaseUrl: string | null): void {
  const result = spawnSync(process.execPath, [path.join(SERVER_DIR, 'dist', 'bench', 'seed-bench.js')], {
    cwd: SERVER_DIR,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', DATA_DIR: SQLITE_DIR },
  });
  if (result.status !== 0) throw new Error(`the bench seed failed (${result.status})`);
}

async function benchEngine(label: string, databaseUrl: string | null): Promise<void> {
  seed(databaseUrl);
  const opened: DatabaseHandle = createDatabase({ databaseUrl, dataDir: SQLITE_DIR });
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
      let page = await run();
      for (let i = 0; i < 5; i += 1) await run();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = process.hrtime.bigint();
        page = await run();
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      const verdict = p99 <= GOAL_MS ? 'met ' : 'MISS';
      console.log(`  ${name.padEnd(34)} ${fmt(percentile(times, 50))} ${fmt(p99)}   ${verdict}   ${page.results.length}/${page.total}`);
    }
    await explain(opened, range);
  } finally {
    await opened.destroy();
  }
}

/** How the engine runs the page's statement: which index the month's lessons come from. */
async function explain(opened: DatabaseHandle, range: MonthRange): Promise<void> {
  const compiled = teachingTimeQuery(opened.db, { range, pictureUrl: () => null }).compile();
  const prefix = opened.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const { rows } = await opened.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
  const lines = rows.map((row) => String(row.detail ?? row['QUERY PLAN'] ?? '').trim());
  const relevant = lines.filter((line) => /activities|Heap Fetches/.test(line));
  console.log(`  plan: ${relevant.slice(0, 4).join(' | ')}`);
}

async function main(): Promise<void> {
  // other work on the machine moves these figures; the load says how much
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  await benchEngine('SQLite', null);
  if (process.env.DATABASE_URL) await benchEngine('PostgreSQL', process.env.DATABASE_URL);
  else console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
