/**
 * The outbox (docs/architecture.md#outbox) on the engine the run uses (SQLite, or PostgreSQL
 * with TEST_DATABASE_URL): idempotency keys, fencing by claim token, attempts counted at
 * claim, a crash between commit and send, and two instances on one database.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { OpenDatabase } from '../../src/db/connection';
import { LEASE_MS, MAX_ATTEMPTS, claimJob, extendLease, failJob, finishJob, insertJob, lookForJobs } from '../../src/jobs/job-queue';
import { SEND_MAIL_JOB } from '../../src/modules/outbox';
import { INVITATION_MAIL_JOB } from '../../src/sessions';
import { buildTestApp, freshAppForEachTest, insertUser, sharedDatabases, testConfig } from '../helpers/app';
import { outboxFiles, runJobs } from '../helpers/outbox';
import { sessionFor } from '../helpers/session';

jest.setTimeout(60_000);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const appOn = (database: OpenDatabase, dataDir: string, overrides: Parameters<typeof testConfig>[0] = {}) =>
  buildApp({ config: testConfig({ dataDir, ...overrides }), logger: false, database });

describe('the job queue rows', () => {
  let app: FastifyInstance;
  freshAppForEachTest((built) => (app = built));

  it('the same key twice is one row, inside the callers\' transactions', async () => {
    const first = await app.db.transaction().execute((trx) => app.jobs.enqueue('keyed', { n: 1 }, { db: trx, key: 'payslip:7', runAt: Date.now() + 60_000 }));
    const second = await app.db.transaction().execute((trx) => app.jobs.enqueue('keyed', { n: 2 }, { db: trx, key: 'payslip:7', runAt: Date.now() + 60_000 }));
    expect(second).toBe(first);
    const rows = await app.db.selectFrom('jobs').select(['id', 'payload']).where('key', '=', 'payslip:7').execute();
    expect(rows).toEqual([{ id: first, payload: JSON.stringify({ n: 1 }) }]);
    // a rolled-back enqueue leaves nothing, and does not hold the key
    await expect(app.db.transaction().execute(async (trx) => {
      await app.jobs.enqueue('keyed', {}, { db: trx, key: 'payslip:8' });
      throw new Error('the cause failed');
    })).rejects.toThrow('the cause failed');
    expect(await app.db.selectFrom('jobs').select('id').where('key', '=', 'payslip:8').execute()).toEqual([]);
  });

  it('a runner that lost its lease cannot finish, fail or extend the job (fencing)', async () => {
    const now = Date.now();
    const id = await insertJob(app.db, app.dbDialect, { name: 'fenced', payload: {}, runAt: now - 1 }, now);
    const stale = await claimJob(app.db, app.dbDialect, ['fenced'], now);
    expect(stale).toMatchObject({ id, state: 'running', attempts: 1 });
    // still held: nobody else takes it
    expect(await claimJob(app.db, app.dbDialect, ['fenced'], now + LEASE_MS - 1)).toBeNull();
    const later = now + LEASE_MS + 1;
    const fresh = await claimJob(app.db, app.dbDialect, ['fenced'], later);
    expect(fresh).toMatchObject({ id, attempts: 2 });
    expect(fresh!.claim_token).not.toBe(stale!.claim_token);

    expect(await finishJob(app.db, id, stale!.claim_token!)).toBe(false);
    expect(await extendLease(app.db, id, stale!.claim_token!, later)).toBe(false);
    expect(await failJob(app.db, stale!, stale!.claim_token!, 'late', later)).toBe(false);
    expect(await app.db.selectFrom('jobs').select(['state', 'claim_token']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ state: 'running', claim_token: fresh!.claim_token });
    expect(await extendLease(app.db, id, fresh!.claim_token!, later)).toBe(true);
    expect(await finishJob(app.db, id, fresh!.claim_token!)).toBe(true);
    expect((await app.db.selectFrom('jobs').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('done');
  });

  it('a job whose runner dies at every try ends failed after the last attempt', async () => {
    let now = Date.now();
    const id = await insertJob(app.db, app.dbDialect, { name: 'doomed', payload: {}, runAt: now - 1 }, now);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      // claimed, then its runner vanishes: the lease runs out
      expect(await claimJob(app.db, app.dbDialect, ['doomed'], now)).toMatchObject({ id, attempts: attempt });
      now += LEASE_MS + 1;
    }
    expect((await lookForJobs(app.db, ['doomed'], now)).due).toBe(true);
    expect(await claimJob(app.db, app.dbDialect, ['doomed'], now)).toBeNull();
    const row = await app.db.selectFrom('jobs').select(['state', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'failed', attempts: MAX_ATTEMPTS, last_error: 'the runner stopped before the job was done' });
    expect((await lookForJobs(app.db, ['doomed'], now)).due).toBe(false);
  });

  it('a handler that keeps failing is retried, then failed with its error', async () => {
    app.jobs.handle('always-fails', async () => {
      throw new Error('SMTP refused');
    });
    const id = await app.jobs.enqueue('always-fails', {}, { runAt: Date.now() + 60_000, kind: 'invitation', recipient: 'x@example.test' });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await app.db.updateTable('jobs').set({ run_at: Date.now() - 1 }).where('id', '=', id).execute();
      expect(await app.jobs.runDue()).toBe(1);
    }
    const row = await app.db.selectFrom('jobs').select(['state', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'failed', attempts: MAX_ATTEMPTS, last_error: 'SMTP refused' });
  });
});

describe('a runner whose lease is taken while its job runs', () => {
  it('stops: the job is finished by exactly one runner, the stale one is refused', async () => {
    const { databases, dataDir } = await sharedDatabases(2);
    const apps = await Promise.all(databases.map((database) => appOn(database, dataDir, { jobLeaseMs: 300 })));
    try {
      const signals: AbortSignal[] = [];
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let runs = 0;
      apps[0].jobs.handle('slow', async (_payload, { signal }) => {
        runs += 1;
        signals.push(signal);
        await released;
      });
      apps[1].jobs.handle('slow', async () => {
        runs += 1;
      });
      const id = await apps[0].jobs.enqueue('slow', {}, { runAt: Date.now() + 60_000 });
      await apps[0].db.updateTable('jobs').set({ run_at: Date.now() - 1 }).where('id', '=', id).execute();
      const first = apps[0].jobs.runDue();
      // the first runner holds it and keeps its lease going
      await wait(700);
      expect(await apps[1].jobs.runDue()).toBe(0);
      expect(signals[0].aborted).toBe(false);
      // its process stalls: the lease runs out, the other instance takes the job and finishes it
      // (the lease is also made unextendable, as a stalled process could not extend it: its
      // timer, in this same test process, would otherwise renew it before the other claims)
      await apps[0].db.updateTable('jobs').set({ locked_until: Date.now() - 1, claim_token: 'stalled' }).where('id', '=', id).execute();
      expect(await apps[1].jobs.runDue()).toBe(1);
      // the stale runner learns it at its next lease extension, and its finish changes nothing
      const until = Date.now() + 5000;
      while (!signals[0].aborted && Date.now() < until) await wait(20);
      expect(signals[0].aborted).toBe(true);
      release();
      await first;
      expect(runs).toBe(2);
      const row = await apps[0].db.selectFrom('jobs').select(['state', 'attempts', 'claim_token']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ state: 'done', attempts: 2, claim_token: null });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('mail across a crash', () => {
  it('an invitation committed before the process died mid-send is sent once by the next process', async () => {
    const { databases, dataDir } = await sharedDatabases(2);
    const first = await appOn(databases[0], dataDir, { jobLeaseMs: 500 });
    // the first process freezes in the middle of sending (kill -9 before the SMTP answer)
    let began = false;
    first.jobs.handle(INVITATION_MAIL_JOB, () => {
      began = true;
      return new Promise<void>(() => undefined);
    });
    const admin = await insertUser(first.db, { profile: 'admin' });
    const res = await first.inject({
      method: 'POST', url: '/v1/auth/register', headers: { cookie: await sessionFor(first, admin) },
      payload: { firstName: 'Ines', lastName: 'Crash', email: 'ines@example.test', profile: 'teacher' },
    });
    expect(res.statusCode).toBe(201);
    const until = Date.now() + 5000;
    while (!began && Date.now() < until) await wait(20);
    expect(began).toBe(true);
    // gone without closing: its connection dies with it, its lease runs out
    await databases[0].destroy().catch(() => undefined);

    const second = await appOn(databases[1], dataDir, { jobLeaseMs: 500 });
    try {
      await wait(600);
      await runJobs(second);
      const files = outboxFiles(second);
      expect(files).toHaveLength(1);
      expect(fs.readFileSync(files[0], 'utf8')).toMatch(/^To: ines@example\.test$/m);
      const job = await second.db.selectFrom('jobs').select(['state', 'attempts', 'kind', 'recipient']).executeTakeFirstOrThrow();
      expect(job).toEqual({ state: 'done', attempts: 2, kind: 'invitation', recipient: 'ines@example.test' });
      // nothing left to send
      await second.jobs.runDue();
      expect(outboxFiles(second)).toHaveLength(1);
    } finally {
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a lesson reminder written by a process that died before its job was marked done is not written again', async () => {
    const { databases, dataDir } = await sharedDatabases(2);
    const first = await appOn(databases[0], dataDir, { jobLeaseMs: 500 });
    // the first process writes the message, then dies before it marks the job done
    let written = false;
    const send = first.mailer.send.bind(first.mailer);
    first.mailer.send = async (...args) => {
      await send(...args);
      written = true;
      return new Promise<void>(() => undefined);
    };
    const mail = { to: 'pia@example.test', subject: 'Lesson tomorrow', text: 'See you', html: '<p>See you</p>', purpose: 'lesson-reminder', refId: 9 };
    await first.jobs.enqueue(SEND_MAIL_JOB, mail, { key: 'reminder:9@1:5:2026-12-01', kind: 'lesson-reminder', recipient: mail.to });
    const until = Date.now() + 5000;
    while (!written && Date.now() < until) await wait(20);
    expect(written).toBe(true);
    expect(outboxFiles(first)).toHaveLength(1);
    await databases[0].destroy().catch(() => undefined);

    const second = await appOn(databases[1], dataDir, { jobLeaseMs: 500 });
    try {
      await wait(600);
      await runJobs(second);
      const job = await second.db.selectFrom('jobs').select(['state', 'attempts']).executeTakeFirstOrThrow();
      // the second run sent it again, into the same file: one message
      expect(job).toEqual({ state: 'done', attempts: 2 });
      const files = outboxFiles(second);
      expect(files).toHaveLength(1);
      expect(path.basename(files[0])).toMatch(/^\d{13}-lesson-reminder-9-[0-9a-f]{16}\.eml$/);
    } finally {
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('an invitation whose request failed after the commit is still sent, once', async () => {
    const app = await buildTestApp();
    try {
      // the answer fails after the user and their invitation were committed
      app.addHook('onSend', async (request) => {
        if (request.url === '/v1/auth/register') throw new Error('the connection broke');
      });
      const admin = await insertUser(app.db, { profile: 'admin' });
      const res = await app.inject({
        method: 'POST', url: '/v1/auth/register', headers: { cookie: await sessionFor(app, admin) },
        payload: { firstName: 'Ola', lastName: 'After', email: 'ola@example.test', profile: 'student' },
      });
      expect(res.statusCode).toBe(500);
      await runJobs(app);
      await app.jobs.runDue();
      const files = outboxFiles(app);
      expect(files).toHaveLength(1);
      expect(fs.readFileSync(files[0], 'utf8')).toMatch(/^To: ola@example\.test$/m);
    } finally {
      await app.close();
    }
  });
});

(onPostgres ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  it('race for one job: it runs once', async () => {
    const { databases, dataDir } = await sharedDatabases(2);
    const apps = await Promise.all(databases.map((database) => appOn(database, dataDir)));
    try {
      const ran: number[] = [];
      apps.forEach((app, instance) => app.jobs.handle('once', async () => {
        ran.push(instance);
        await wait(50);
      }));
      for (let round = 0; round < 5; round += 1) {
        const id = await apps[0].jobs.enqueue('once', { round }, { runAt: Date.now() + 60_000 });
        await apps[0].db.updateTable('jobs').set({ run_at: Date.now() - 1 }).where('id', '=', id).execute();
        await Promise.all([...apps, ...apps].map((app) => app.jobs.runDue()));
      }
      expect(ran).toHaveLength(5);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('the same key from two transactions at once: one row', async () => {
    const { databases, dataDir } = await sharedDatabases(2);
    const apps = await Promise.all(databases.map((database) => appOn(database, dataDir)));
    try {
      let arrived = 0;
      let go!: () => void;
      const bothIn = new Promise<void>((resolve) => (go = resolve));
      const ids = await Promise.all(apps.map((app, n) => app.db.transaction().execute(async (trx) => {
        // both transactions are open before either inserts
        arrived += 1;
        if (arrived === 2) go();
        await bothIn;
        return app.jobs.enqueue('keyed', { n }, { db: trx, key: 'reminder:1:2:2026-11-25', runAt: Date.now() + 60_000 });
      })));
      expect(ids[0]).toBe(ids[1]);
      expect(await apps[0].db.selectFrom('jobs').select('id').where('key', '=', 'reminder:1:2:2026-11-25').execute()).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
