import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../src/app';
import { createSession } from '../../src/sessions';
import { createTestDatabase, insertUser, testConfig } from '../helpers/app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// the pool exists only on PostgreSQL; on SQLite, db/pool-wait.test.ts covers the meter
(onPostgres ? describe : describe.skip)('load shedding while every pooled PostgreSQL connection is taken', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  let dataDir: string;
  let held: pg.PoolClient[] = [];

  beforeEach(async () => {
    const database = await createTestDatabase();
    pool = database.pool as pg.Pool;
    const config = testConfig({ shedPoolWaitMs: 100 });
    dataDir = config.dataDir;
    app = await buildApp({ config, logger: false, database });
  });
  afterEach(async () => {
    for (const client of held) client.release();
    held = [];
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and a message once a query has waited past the threshold, still answers /v1/health, and serves the waiting request', async () => {
    const teacher = await insertUser(app.db, { profile: 'teacher' });
    const cookie = `${app.sessionCookie.name}=${(await createSession(app.db, teacher.id)).token}`;
    const ask = () => app.inject({ method: 'GET', url: '/v1/sitesettings/timezone', headers: { cookie } });
    expect((await ask()).statusCode).toBe(200);

    // take every connection of the pool (max 4), as long queries would
    held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    const waiting = ask();
    await sleep(200);

    const busy = await ask();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ message: expect.any(String) });
    expect((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);

    for (const client of held) client.release();
    held = [];
    // the request admitted before the threshold is served, not failed
    expect((await waiting).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
  });

  it('never sheds when turned off', async () => {
    await app.close();
    const database = await createTestDatabase();
    pool = database.pool as pg.Pool;
    app = await buildApp({ config: testConfig({ dataDir, shedPoolWaitMs: 0 }), logger: false, database });
    const teacher = await insertUser(app.db, { profile: 'teacher' });
    const cookie = `${app.sessionCookie.name}=${(await createSession(app.db, teacher.id)).token}`;
    held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    const waiting = app.inject({ method: 'GET', url: '/v1/sitesettings/timezone', headers: { cookie } });
    await sleep(300);
    const late = app.inject({ method: 'GET', url: '/v1/sitesettings/timezone', headers: { cookie } });
    for (const client of held) client.release();
    held = [];
    expect((await waiting).statusCode).toBe(200);
    expect((await late).statusCode).toBe(200);
  });
});
