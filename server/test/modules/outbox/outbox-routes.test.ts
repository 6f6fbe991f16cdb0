import type { FastifyInstance } from 'fastify';
import { MAX_ATTEMPTS } from '../../../src/jobs/job-queue';
import { INVITATION_MAIL_JOB } from '../../../src/sessions';
import { PAYSLIP_MAIL_JOB } from '../../../src/modules/outbox/rules';
import { PAYSLIP_MAIL_JOB as PAY_MODULE_PAYSLIP_JOB } from '../../../src/modules/pay/payslip/payslip-mail';
import { freshAppForEachTest, insertUser } from '../../helpers/app';
import { outboxFiles, runJobs } from '../../helpers/outbox';
import { sessionFor } from '../../helpers/session';

jest.setTimeout(60_000);

describe('the "Outgoing mail" page (POST /v1/outbox/mails, POST /v1/outbox/mails/:id/retry)', () => {
  let app: FastifyInstance;
  let adminCookie: string;
  let teacherCookie: string;
  freshAppForEachTest((built) => (app = built));
  beforeEach(async () => {
    adminCookie = await sessionFor(app, await insertUser(app.db, { profile: 'admin', email: 'admin@example.test' }));
    teacherCookie = await sessionFor(app, await insertUser(app.db, { profile: 'teacher' }));
  });

  const list = (payload: object, cookie = adminCookie) => app.inject({ method: 'POST', url: '/v1/outbox/mails', headers: { cookie }, payload });
  const retry = (id: number, cookie = adminCookie) => app.inject({ method: 'POST', url: `/v1/outbox/mails/${id}/retry`, headers: { cookie, origin: 'http://localhost:8080' }, payload: {} });

  it('lists each mail with kind, recipient, state and tries; filters by state; retries a failed one', async () => {
    const invitee = await insertUser(app.db, { email: 'new@example.test' });
    const sent = await app.jobs.enqueue(INVITATION_MAIL_JOB, { userId: invitee.id });
    await runJobs(app);
    // a mail whose every try failed (the mail server refused it)
    const failedUser = await insertUser(app.db, { email: 'bounced@example.test' });
    const failed = await app.jobs.enqueue(INVITATION_MAIL_JOB, { userId: failedUser.id }, { runAt: Date.now() + 60_000 });
    await app.db.updateTable('jobs').set({ state: 'failed', attempts: MAX_ATTEMPTS, last_error: 'connect ECONNREFUSED 127.0.0.1:2525' }).where('id', '=', failed).execute();
    // jobs that are not mails are not listed
    await app.jobs.enqueue('reminders:lessons', { day: '2026-11-25' }, { runAt: Date.now() + 60_000 });

    const all = await list({});
    expect(all.statusCode).toBe(200);
    expect(all.json().mails.total).toBe(2);
    expect(all.json().mails.results).toEqual([
      expect.objectContaining({ id: failed, kind: 'invitation', recipient: 'bounced@example.test', state: 'failed', attempts: MAX_ATTEMPTS, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' }),
      expect.objectContaining({ id: sent, kind: 'invitation', recipient: 'new@example.test', state: 'sent', attempts: 1, lastError: null }),
    ]);
    expect((await list({ state: 'failed' })).json().mails.results.map((mail: { id: number }) => mail.id)).toEqual([failed]);
    expect((await list({ state: 'sent' })).json().mails.results.map((mail: { id: number }) => mail.id)).toEqual([sent]);
    expect((await list({ pageSize: 1, pageIndex: 1 })).json().mails).toEqual({ total: 2, results: [expect.objectContaining({ id: sent })] });

    // only a failed mail can be retried; an unknown one is 404
    expect((await retry(sent)).statusCode).toBe(409);
    expect((await retry(999999)).statusCode).toBe(404);
    const before = outboxFiles(app).length;
    const again = await retry(failed);
    expect(again.statusCode).toBe(200);
    expect(again.json().mail).toMatchObject({ id: failed, state: 'queued', attempts: 0 });
    await runJobs(app);
    expect(outboxFiles(app)).toHaveLength(before + 1);
    expect((await list({ state: 'sent' })).json().mails.total).toBe(2);
  });

  it("describes the pay module's payslip jobs: kind, the teacher's address, one per period", async () => {
    expect(PAYSLIP_MAIL_JOB).toBe(PAY_MODULE_PAYSLIP_JOB);
    const teacher = await insertUser(app.db, { profile: 'teacher', email: 'paid@example.test' });
    const period = await app.db
      .insertInto('pay_periods')
      .values({ teacher_id: teacher.id, year: 2026, month: 1, closed_at: Date.now(), closed_by: null, lessons: 0, hours: 0, amount: 0, adjustments_hours: 0, adjustments_amount: 0, currency: 'EUR' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queue = () => app.db.transaction().execute((trx) => app.jobs.enqueue(PAYSLIP_MAIL_JOB, { periodId: period.id, timeZone: 'UTC', publicUrl: 'http://localhost:8080' }, { db: trx, runAt: Date.now() + 60_000 }));
    const first = await queue();
    expect(await queue()).toBe(first);
    const rows = await app.db.selectFrom('jobs').select(['id', 'kind', 'recipient', 'key']).where('name', '=', PAYSLIP_MAIL_JOB).execute();
    expect(rows).toEqual([{ id: first, kind: 'payslip', recipient: 'paid@example.test', key: `payslip:${period.id}` }]);
  });

  it('admins only', async () => {
    expect((await list({}, teacherCookie)).statusCode).toBe(403);
    expect((await retry(1, teacherCookie)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/v1/outbox/mails', payload: {} })).statusCode).toBe(401);
    expect((await list({ state: 'lost' })).statusCode).toBe(400);
  });
});

describe('unique violations, in every module', () => {
  let app: FastifyInstance;
  freshAppForEachTest((built) => (app = built));

  it('answer 409 with a message from the central error handler, not 500', async () => {
    // a route with no mapping of its own, inserting a row that exists already
    app.post('/v1/test-duplicate', async () => {
      await app.db.insertInto('scheduled_runs').values({ kind: 'x', day: '2026-01-01' }).execute();
      return { ok: true };
    });
    const cookie = await sessionFor(app, await insertUser(app.db, { profile: 'admin' }));
    const post = () => app.inject({ method: 'POST', url: '/v1/test-duplicate', headers: { cookie }, payload: {} });
    expect((await post()).statusCode).toBe(200);
    const second = await post();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'This was just saved by someone else. Reload the page to see it.' });
  });
});
