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
import { BENCH_SIZE, seedBench } from './bench-seeder';

const log = (line: string) => console.log(`[seed:bench] ${line}`);

async function main() {
  const started = Date.now();
  const databaseUrl = process.env.DATABASE_URL || null;
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join('.bench', 'data'));
  const reset = process.argv.includes('--reset');
  const size = { ...BENCH_SIZE, activities: Number(process.env.BENCH_ACTIVITIES ?? BENCH_SIZE.activities) };
  log(databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${dataDir}`);

  let opened = createDatabase({ databaseUrl, dataDir });
  await migrateToLatest(opened.db, opened.dialect);
  const counts = await countBench(opened);
  if (!reset && counts.teachers === size.teachers && counts.students === size.students && counts.activities >= size.activities) {
    log(`already seeded (${counts.activities.toLocaleString('en')} activities): reusing it`);
    await opened.destroy();
    return;
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
  await opened.destroy();
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function countBench(opened: OpenDatabase) {
  const { db } = opened;
  const count = async (query: Promise<{ n: string | number | bigint } | undefined>) => Number((await query)?.n ?? 0);
  return {
    users: await count(db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()),
    teachers: await count(db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', 'like', 'teacher%@bench.example').executeTakeFirst()),
    students: await count(db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', 'like', 'student%@bench.example').executeTakeFirst()),
    activities: await count(db.selectFrom('activities').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()),
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
