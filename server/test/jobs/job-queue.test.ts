import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { freshAppForEachTest } from '../helpers/app';

describe('the background job queue', () => {
  let app: FastifyInstance;
  freshAppForEachTest((built) => (app = built));

  it('runs a queued job once, however often the runners look', async () => {
    const ran: unknown[] = [];
    app.jobs.handle('test-job', async (payload) => void ran.push(payload));
    await app.jobs.enqueue('test-job', { n: 1 }, { runAt: Date.now() + 50 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const counts = await Promise.all([app.jobs.runDue(), app.jobs.runDue(), app.jobs.runDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await app.jobs.runDue()).toBe(0);
    expect(ran).toEqual([{ n: 1 }]);
    expect((await app.db.selectFrom('jobs').select('state').executeTakeFirstOrThrow()).state).toBe('done');
  });

  it('keeps a job that failed for a later try, and does not run a job before its time', async () => {
    let fail = true;
    app.jobs.handle('flaky', async () => {
      if (fail) throw new Error('mail server down');
    });
    // queued for later, then made due by hand: the wake after an enqueue does not race this test's runs
    const id = await app.jobs.enqueue('flaky', {}, { runAt: Date.now() + 60_000 });
    expect(await app.jobs.runDue()).toBe(0);
    await app.db.updateTable('jobs').set({ run_at: Date.now() - 1 }).where('id', '=', id).execute();
    expect(await app.jobs.runDue()).toBe(1);
    const row = await app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'queued', attempts: 1, last_error: 'mail server down', claim_token: null });
    expect(row.run_at).toBeGreaterThan(Date.now());
    fail = false;
    expect(await app.jobs.runDue()).toBe(0);
    await app.db.updateTable('jobs').set({ run_at: Date.now() - 1 }).where('id', '=', id).execute();
    expect(await app.jobs.runDue()).toBe(1);
    expect((await app.db.selectFrom('jobs').select(['state', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ state: 'done', attempts: 2 });
  });

  it('claims nothing once the server starts to close, while its requests under way still finish (docs/architecture.md#shutdown-order)', async () => {
    const ran: unknown[] = [];
    app.jobs.handle('left-queued', async (payload) => void ran.push(payload));
    const id = await app.jobs.enqueue('left-queued', { n: 1 }, { runAt: Date.now() + 60_000 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // a request under way (its headers not yet complete) holds the close open
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /v1/health HTTP/1.1\r\nhost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closed = app.close();
    await app.db.updateTable('jobs').set({ run_at: Date.now() - 1 }).where('id', '=', id).execute();
    app.jobs.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const row = await app.db.selectFrom('jobs').select(['state', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
    socket.end('\r\n');
    await closed;
    expect(ran).toEqual([]);
    expect(row).toEqual({ state: 'queued', attempts: 0 });
  });
});
