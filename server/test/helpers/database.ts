/**
 * A throw-away database for tests, without the app: SQLite in memory, or with
 * TEST_DATABASE_URL set, a fresh schema on that PostgreSQL, dropped by destroy().
 * Tests of the database layer import this (not ./app) so they do not load every plugin.
 */
import { createDatabase, type OpenDatabase } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';

let schemaCounter = 0;

/**
 * A fresh, empty database (no migrations yet: the app applies them on build), with the
 * raw driver handle (`sqlite` or `pool`) for tests of bulk code.
 */
export async function createTestDatabase(): Promise<OpenDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return createDatabase({ databaseUrl: null, dataDir: '', memory: true });

  const schema = `test_${process.pid}_${++schemaCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const opened = createDatabase({
    databaseUrl: url,
    dataDir: '',
    // every connection of this pool works inside the test's schema
    poolConfig: { max: 4, options: `-c search_path=${schema}` },
  });
  await opened.pool?.query(`create schema ${schema}`);
  return {
    ...opened,
    async destroy() {
      await opened.pool?.query(`drop schema if exists ${schema} cascade`);
      await opened.destroy();
    },
  };
}

/**
 * `count` handles on one fresh PostgreSQL schema, as separate server instances would
 * have (each its own pool); the schema is dropped when the last is destroyed. Only with
 * TEST_DATABASE_URL: SQLite in memory cannot be shared between two pools.
 */
export async function createSharedTestDatabases(count: number): Promise<OpenDatabase[]> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('createSharedTestDatabases needs TEST_DATABASE_URL (PostgreSQL)');
  const schema = `test_${process.pid}_${++schemaCounter}_shared_${Math.random().toString(36).slice(2, 8)}`;
  const handles = Array.from({ length: count }, () =>
    createDatabase({ databaseUrl: url, dataDir: '', poolConfig: { max: 4, options: `-c search_path=${schema}` } }),
  );
  await handles[0].pool?.query(`create schema ${schema}`);
  let open = count;
  return handles.map((opened) => ({
    ...opened,
    async destroy() {
      open -= 1;
      if (open === 0) await opened.pool?.query(`drop schema if exists ${schema} cascade`);
      await opened.destroy();
    },
  }));
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
