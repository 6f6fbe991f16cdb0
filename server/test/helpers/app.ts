/**
 * Builds the real app for route tests, on a throw-away database:
 *
 *   const app = await buildTestApp();              // empty school, migrations applied
 *   const app = await buildTestApp({ demo: true }); // the demo school (slower: hashes a password)
 *   const user = await insertUser(app.db, { profile: 'teacher' });
 *   const res = await app.inject({ method: 'GET', url: '/v1/health' });
 *   await app.close();                             // drops the database
 *
 * SQLite in memory by default (a few ms per app). With TEST_DATABASE_URL set, PostgreSQL:
 * each app gets its own schema (search_path), dropped on close, so test files run in
 * parallel without seeing each other's rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { ServerConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/connection';

export * from './factories';

// @fastify/static 10 requires content-disposition 3, an ES module, which Jest 30 cannot
// require on Node 20 ("require of ESM"). Test apps never serve files (staticRoot null),
// so a stub is enough. Drop it once server/jest.config.cjs transforms that package.
jest.mock('@fastify/static', () => ({ __esModule: true, default: async () => undefined }));

/** Config overrides, e.g. `{ demo: true }` or `{ smtpUrl: … }`. */
export type TestAppOverrides = Partial<ServerConfig>;

export function testConfig(overrides: TestAppOverrides = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-test-')),
    databaseUrl: null,
    smtpUrl: null,
    demo: false,
    publicUrl: 'http://localhost:8080',
    staticRoot: null,
    remotesFile: null,
    logLevel: 'silent',
    ...overrides,
  };
}

export async function buildTestApp(overrides: TestAppOverrides = {}): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const app = await buildApp({ config, logger: false, database });
  if (!overrides.dataDir) {
    // uploads and the mail outbox went to a temp folder of this app only
    app.addHook('onClose', async () => fs.promises.rm(config.dataDir, { recursive: true, force: true }));
  }
  return app;
}

let schemaCounter = 0;

/**
 * A fresh, empty database (no migrations yet: the app applies them). Exported for tests
 * that want the database without the app; call `migrateToLatest(db, dialect)` then.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
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
    db: opened.db,
    dialect: opened.dialect,
    async destroy() {
      await opened.pool?.query(`drop schema if exists ${schema} cascade`);
      await opened.destroy();
    },
  };
}
