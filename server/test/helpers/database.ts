/**
 * A throw-away database for tests, without the app: SQLite in memory, or with
 * TEST_DATABASE_URL set, a fresh database on that PostgreSQL server, dropped by destroy().
 * Tests of the database layer import this (not ./app) so they do not load every plugin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type OpenDatabase } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';
import pg from 'pg';
import { postgresPrefix, withDatabase } from './test-run';

let databaseCounter = 0;

/**
 * A fresh, empty database (no migrations yet: the app applies them on build), with the
 * raw driver handle (`sqlite` or `pool`) for tests of bulk code.
 */
export async function createTestDatabase(): Promise<OpenDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return createDatabase({ databaseUrl: null, dataDir: '', memory: true });
  const [opened] = await emptyPostgresDatabase(url, 1);
  return opened;
}

/**
 * `count` handles on one fresh PostgreSQL database, as `count` instances of the app share
 * one (the race tests). The last one destroyed drops the database.
 */
export async function createSharedTestDatabases(count: number): Promise<OpenDatabase[]> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('createSharedTestDatabases needs TEST_DATABASE_URL (PostgreSQL)');
  return emptyPostgresDatabase(url, count);
}

/**
 * `count` handles on one database, as separate processes have: a SQLite file in a new data
 * folder (the caller removes it), or one PostgreSQL database with TEST_DATABASE_URL.
 */
export async function sharedDatabases(count: number): Promise<{ databases: OpenDatabase[]; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-shared-'));
  if (process.env.TEST_DATABASE_URL) return { databases: await createSharedTestDatabases(count), dataDir };
  return { databases: Array.from({ length: count }, () => createDatabase({ databaseUrl: null, dataDir })), dataDir };
}

// Creating and dropping databases goes through a small pool of its own, let go when idle.
let admin: pg.Pool | undefined;

/**
 * An empty database of its own on the test server, not a schema in a shared one: Kysely's
 * migrator reads the catalogue of every schema of its database (`getTables`), and fails when
 * another test drops its schema in that moment, which tests running side by side did. Named
 * after the run, so the run's end removes one a crashed test left.
 */
async function emptyPostgresDatabase(url: string, count: number): Promise<OpenDatabase[]> {
  admin ??= new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  const pool = admin;
  const name = `${postgresPrefix(url)}empty_${process.pid}_${++databaseCounter}_${Math.random().toString(36).slice(2, 8)}`;
  await pool.query(`create database ${pg.escapeIdentifier(name)}`);
  let open = count;
  return Array.from({ length: count }, () => {
    const opened = createDatabase({ databaseUrl: withDatabase(url, name), dataDir: '', poolConfig: { max: 4 } });
    return {
      ...opened,
      async destroy() {
        await opened.destroy();
        open -= 1;
        // FORCE: a connection still closing (a LISTEN's) must not keep the database
        if (open === 0) await pool.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      },
    };
  });
}

/**
 * A fresh `open()` for each test of the describe block it is called in, closed after the
 * test; `use` hands it to the block's variable.
 */
export function freshForEachTest<T>(open: () => Promise<T>, close: (value: T) => Promise<unknown>, use: (value: T) => void): void {
  let value: T | undefined;
  beforeEach(async () => {
    value = await open();
    use(value);
  });
  afterEach(async () => {
    if (value !== undefined) await close(value);
    value = undefined;
  });
}

/** A fresh database with every migration applied, for repository and query tests. */
export async function createMigratedTestDatabase(): Promise<OpenDatabase> {
  const handle = await createTestDatabase();
  try {
    await migrateToLatest(handle.db, handle.dialect);
  } catch (error) {
    await handle.destroy();
    throw error;
  }
  return handle;
}
