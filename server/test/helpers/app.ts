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
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { ServerConfig } from '../../src/config';
import { createSharedTestDatabases, createTestDatabase, freshForEachTest } from './database';

export * from './database';
export * from './factories';

/** Config overrides, e.g. `{ demo: true }` or `{ smtpUrl: … }`. */
export type TestAppOverrides = Partial<ServerConfig>;

/**
 * A complete config for tests: no static files, no SMTP, silent. Without a `dataDir`
 * override it makes a fresh temp folder, which the caller removes (buildTestApp does).
 */
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
    trustProxy: false,
    ...overrides,
  };
}

/** `onRoute` hears of every route as it is registered (the authorization matrix and the schema fuzzing). */
export async function buildTestApp(overrides: TestAppOverrides = {}, hooks: { onRoute?: (route: RouteOptions) => void } = {}): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const removeDataDir = () => (overrides.dataDir ? undefined : fs.promises.rm(config.dataDir, { recursive: true, force: true }));
  const opened = await createTestDatabase();
  // Uploads and the mail outbox went to a temp folder of this app only. It goes with the
  // database, the app's last step on close: after the mail still being written in the
  // background (an onClose hook added here would run before the app's own, and removed
  // the folder while a message was being written into it).
  const database = {
    ...opened,
    destroy: async () => {
      await opened.destroy();
      await removeDataDir();
    },
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, logger: false, database, onRoute: hooks.onRoute });
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return app;
}

/**
 * One app (and database) for all the tests of the describe block it is called in, closed
 * after them: `appForAllTests((built) => (app = built))`.
 */
export function appForAllTests(use: (app: FastifyInstance) => void): void {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    use(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/**
 * A fresh app (and database) for each test of the describe block it is called in, where
 * counters and sessions matter: `freshAppForEachTest((built) => (app = built))`.
 */
export function freshAppForEachTest(use: (app: FastifyInstance) => void): void {
  freshForEachTest(() => buildTestApp(), (app) => app.close(), use);
}

/**
 * `count` apps on one PostgreSQL schema (TEST_DATABASE_URL) and one data folder, as the
 * instances of a deployment are; built one after the other (the first migrates the
 * schema). `closeAll` closes them and removes the folder.
 */
export async function sharedTestApps(count: number, overrides: TestAppOverrides = {}): Promise<{ apps: FastifyInstance[]; closeAll: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-shared-'));
  const apps: FastifyInstance[] = [];
  const closeAll = async () => {
    await Promise.all(apps.map((app) => app.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const database of await createSharedTestDatabases(count)) apps.push(await buildApp({ config: testConfig({ dataDir, ...overrides }), logger: false, database }));
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { apps, closeAll };
}
