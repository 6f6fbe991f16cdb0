/**
 * Seeds the benchmark database: the demo school (for its sign-in accounts) plus 500
 * teachers, 10,000 students, 11,000 plans and 1,000,000 activities over 24 months.
 *
 *   npm run seed:bench -w server                       # SQLite in server/.bench/data
 *   DATABASE_URL=postgres://… npm run seed:bench -w server
 *   … -- --reset                                       # start again from an empty database
 *
 * A database that already holds the bench school is reused as is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../sessions';
import { createDatabase, SQLITE_FILE_NAME, type OpenDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { ensureSiteDefaults } from '../seed/site-defaults';
import { BENCH_SIZE, seedBench, type BenchSize } from './bench-seeder';

const log = (line: string) => console.log(`[seed:bench] ${line}`);

export interface SeedBenchOptions {
  databaseUrl: string | null;
  dataDir: string;
  reset: boolean;
  size: BenchSize;
}

/**
 * Seeds (or reuses) the bench school and checks it holds what it should: throws when a
 * count falls short, so the script can never report success without the rows.
 */
export async function runSeedBench({ databaseUrl, dataDir, reset, size }: SeedBenchOptions): Promise<BenchCounts> {
  const started = Date.now();
  log(databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${dataDir}`);

  let opened = createDatabase({ databaseUrl, dataDir });
  await migrateToLatest(opened.db, opened.dialect);
  const counts = await countBench(opened);
  if (!reset && isSeeded(counts, size)) {
    log(`already seeded (${counts.activities.toLocaleString('en')} activities): reusing it`);
    await opened.destroy();
    return counts;
  }
  if (counts.users > 0) {
    if (!reset && databaseUrl) {
      throw new Error('the database has other data: pass --reset to empty it, or point DATABASE_URL at an empty database');
    }
    log('emptying the database');
    opened = await emptyDatabase(opened, databaseUrl, dataDir);
  }

  await ensureSiteDefaults(opened.db);
  await seedDemo(opened.db, { passwordHash: await hashPassword(DEMO_PASSWORD), now: Date.now() });
  log('demo school seeded (its accounts sign in; the bench users have no password)');
  await seedBench(opened, size, Date.now(), log);
  if (opened.sqlite) opened.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  const seeded = await countBench(opened);
  await opened.destroy();
  if (!isSeeded(seeded, size)) {
    throw new Error(`the bench seed came out short: ${JSON.stringify(seeded)}, expected ${JSON.stringify(size)}`);
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seeded.teachers} teachers, ${seeded.students} students, ${seeded.activities.toLocaleString('en')} activities`);
  return seeded;
}

function isSeeded(counts: BenchCounts, size: BenchSize): boolean {
  // a school seeded before rates and outcomes existed is seeded again (its report would price nothing)
  return counts.teachers === size.teachers && counts.students === size.students && counts.activities >= size.activities && counts.payRates >= size.teachers;
}

async function main() {
  // Failure until the counts are checked: should the process end early (an event loop
  // left with nothing to wait for, while awaiting a password hash), it must not exit 0.
  process.exitCode = 1;
  // and keep the loop alive while the seed awaits work done off it
  const keepAlive = setInterval(() => undefined, 60_000);
  try {
    await runSeedBench({
      databaseUrl: process.env.DATABASE_URL || null,
      dataDir: path.resolve(process.env.DATA_DIR ?? path.join('.bench', 'data')),
      reset: process.argv.includes('--reset'),
      size: { ...BENCH_SIZE, activities: Number(process.env.BENCH_ACTIVITIES ?? BENCH_SIZE.activities) },
    });
    process.exitCode = 0;
  } finally {
    clearInterval(keepAlive);
  }
}

type BenchCounts = Awaited<ReturnType<typeof countBench>>;

async function countBench(opened: OpenDatabase) {
  const { db } = opened;
  const count = async (query: Promise<{ n: string | number | bigint } | undefined>) => Number((await query)?.n ?? 0);
  return {
    users: await count(db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()),
    teachers: await count(db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', 'like', 'teacher%@bench.example').executeTakeFirst()),
    students: await count(db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', 'like', 'student%@bench.example').executeTakeFirst()),
    activities: await count(db.selectFrom('activities').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()),
    payRates: await count(db.selectFrom('pay_rates').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()),
  };
}

/**
 * SQLite: the bench file is ours, so delete it. PostgreSQL (only with --reset): drop
 * every table of the current schema, then migrate again.
 */
async function emptyDatabase(opened: OpenDatabase, databaseUrl: string | null, dataDir: string): Promise<OpenDatabase> {
  if (!databaseUrl) {
    await opened.destroy();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dataDir, SQLITE_FILE_NAME + suffix), { force: true });
  } else {
    const tables = await opened.db.introspection.getTables({ withInternalKyselyTables: true });
    const { rows } = (await opened.pool?.query<{ schema: string }>('select current_schema() as schema')) ?? { rows: [] };
    const ours = tables.filter((t) => t.schema === rows[0]?.schema && !t.isView).map((t) => `"${t.name}"`);
    if (ours.length > 0) await opened.pool?.query(`drop table if exists ${ours.join(', ')} cascade`);
    await opened.destroy();
  }
  const fresh = createDatabase({ databaseUrl, dataDir });
  await migrateToLatest(fresh.db, fresh.dialect);
  return fresh;
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
