/**
 * The database a test app starts on: a copy of one migrated and seeded (site defaults,
 * dictionary) once per test run, instead of running the 29 migrations and the dictionary
 * seed for each of the suite's apps, which took most of its time. A copy takes a few ms:
 * an in-memory SQLite opened from an image of the migrated one, or on PostgreSQL a
 * database made with `CREATE DATABASE … TEMPLATE`. The app still runs its migrations and
 * seeds as it starts (finding nothing to do), so a copy cannot fall behind the code.
 */
import fs from 'node:fs';
import pg from 'pg';
import { createDatabase, type OpenDatabase } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';
import { ensureDictionarySeed } from '../../src/modules/dictionary/seed';
import { ensureSiteDefaults } from '../../src/seed/site-defaults';
import { postgresPrefix, sqliteImageFile, withDatabase } from './test-run';

export async function createSeededTestDatabase(): Promise<OpenDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return copyOnPostgres(url);
  return createDatabase({ databaseUrl: null, dataDir: '', memory: true, image: await sqliteImage() });
}

/** What the app does to an empty database as it starts, on the database the copies are made of; closes it. */
async function migrateAndSeed<T>(handle: OpenDatabase, last: () => T): Promise<T> {
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await ensureSiteDefaults(handle.db);
    await ensureDictionarySeed(handle.db);
    return last();
  } finally {
    await handle.destroy();
  }
}

let image: Promise<Buffer> | undefined;

/** The run's migrated SQLite database as bytes: made by the first test file that needs it, read from its file by the others. */
function sqliteImage(): Promise<Buffer> {
  image ??= (async () => {
    const file = sqliteImageFile();
    if (fs.existsSync(file)) return fs.readFileSync(file);
    const handle = createDatabase({ databaseUrl: null, dataDir: '', memory: true });
    const bytes = await migrateAndSeed(handle, () => handle.sqlite?.serialize());
    if (!bytes) throw new Error('the migrated SQLite database could not be serialized');
    // written whole, then renamed into place: another worker reads all of it or none
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return bytes;
  })();
  return image;
}

// Creating and dropping the copies goes through a small pool of its own, let go when idle.
let admin: pg.Pool | undefined;
let template: Promise<string> | undefined;
// each test file loads this anew: its copies are told apart from those of the worker's
// earlier files (one that timed out may have left its copy behind)
const thisFile = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let copies = 0;

async function copyOnPostgres(url: string): Promise<OpenDatabase> {
  admin ??= new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  const pool = admin;
  template ??= postgresTemplate(url, pool);
  const source = await template;
  const name = `${postgresPrefix(url)}${thisFile}_${++copies}`;
  await pool.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(source)}`);
  const opened = createDatabase({ databaseUrl: withDatabase(url, name), dataDir: '', poolConfig: { max: 4 } });
  return {
    ...opened,
    async destroy() {
      await opened.destroy();
      // FORCE: a connection still closing (a LISTEN's) must not keep the copy
      await pool.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    },
  };
}

/**
 * The run's template database: made by the first test file that needs it, under another
 * name until it is complete (a template is copied only while nobody is connected to it).
 */
async function postgresTemplate(url: string, pool: pg.Pool): Promise<string> {
  const name = `${postgresPrefix(url)}template`;
  const found = await pool.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount) return name;
  const building = `${postgresPrefix(url)}building_${process.pid}`;
  await pool.query(`create database ${pg.escapeIdentifier(building)}`);
  await migrateAndSeed(createDatabase({ databaseUrl: withDatabase(url, building), dataDir: '' }), () => undefined);
  try {
    await pool.query(`alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(name)}`);
  } catch (error) {
    // another worker finished its template first: use that one (a rename racing another
    // one fails on the catalogue's unique index, 23505, rather than as a taken name, 42P04)
    if (!['42P04', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    await pool.query(`drop database ${pg.escapeIdentifier(building)}`);
  }
  return name;
}
