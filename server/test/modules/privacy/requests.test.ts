import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runDaily } from '../../../src/modules/privacy/daily';
import { dueDate, retainUntil } from '../../../src/modules/privacy/rules';
import { freshAppForEachTest, insertUser } from '../../helpers/app';
import { runJobs } from '../../helpers/outbox';
import { seedPersonEverywhere, type PersonEverywhere } from '../../helpers/person-everywhere';
import { callerOf } from '../../helpers/session';

jest.setTimeout(60_000);
const YEAR_MS = 365 * 86_400_000;

describe('erasure requests, retention and leavers (docs/product-rules.md#r-privacy-3 to #r-privacy-6)', () => {
  let app: FastifyInstance;
  let seeded: PersonEverywhere;
  freshAppForEachTest((built) => (app = built));
  beforeEach(async () => {
    seeded = await seedPersonEverywhere(app);
  });

  async function eraseStudentAsAdmin(): Promise<number> {
    const asked = await (await callerOf(app, seeded.admin)).post('/v1/privacy/erasures', { personId: seeded.student.id });
    expect(asked.json().request.state).toBe('approved');
    await runJobs(app);
    return asked.json().request.id;
  }

  it('answers within a month: the due date is the same day of the next month, or its last day', () => {
    expect(new Date(dueDate(Date.UTC(2026, 0, 31, 9))).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(new Date(dueDate(Date.UTC(2026, 4, 15, 9))).toISOString()).toBe('2026-06-15T09:00:00.000Z');
  });

  it('keeps pay records until the end of the month of the last period, plus the school\'s years', () => {
    expect(new Date(retainUntil(Date.UTC(2026, 2, 10), Date.UTC(2026, 1, 1), 6)).toISOString()).toBe('2032-03-31T23:59:59.999Z');
  });

  it('lists requests with their due date and state to admins, and refuses a second open erasure', async () => {
    const guardian = await callerOf(app, seeded.guardian);
    expect((await guardian.post('/v1/privacy/erasures', { personId: seeded.student.id })).statusCode).toBe(201);
    expect((await guardian.post('/v1/privacy/erasures', { personId: seeded.student.id })).statusCode).toBe(409);
    const list = (await (await callerOf(app, seeded.admin)).post('/v1/privacy/requests', { state: 'requested' })).json();
    expect(list.requests.total).toBe(1);
    expect(list.requests.results[0]).toMatchObject({ kind: 'erasure', state: 'requested', personId: seeded.student.id, personLabel: 'Zuzanna Quixley' });
    expect(Date.parse(list.requests.results[0].dueAt) - Date.parse(list.requests.results[0].createdAt)).toBeGreaterThan(27 * 86_400_000);
  });

  it('lets a guardian ask only about a linked student, and a teacher about no one but themself', async () => {
    expect((await (await callerOf(app, seeded.guardian)).post('/v1/privacy/exports', { personId: seeded.classmate.id })).statusCode).toBe(403);
    expect((await (await callerOf(app, seeded.teacher)).post('/v1/privacy/exports', { personId: seeded.student.id })).statusCode).toBe(403);
    expect((await (await callerOf(app, seeded.teacher)).post('/v1/privacy/erasures', { personId: seeded.student.id })).statusCode).toBe(403);
    expect((await (await callerOf(app, seeded.teacher)).post('/v1/privacy/exports', { personId: seeded.teacher.id })).statusCode).toBe(201);
  });

  it('never erases the last active admin', async () => {
    await app.db.updateTable('users').set({ archived: 1 }).where('profile', '=', 'admin').where('id', '<>', seeded.admin.id).execute();
    expect((await (await callerOf(app, seeded.admin)).post('/v1/privacy/erasures', { personId: seeded.admin.id })).statusCode).toBe(409);
  });

  it('keeps an audit trail of who did what, free of the erased person\'s name', async () => {
    await (await callerOf(app, seeded.student)).post('/v1/privacy/exports', { personId: seeded.student.id });
    await runJobs(app);
    await eraseStudentAsAdmin();
    const entries = (await (await callerOf(app, seeded.admin)).post('/v1/privacy/audit', { pageSize: 50 })).json().entries.results;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['export-requested', 'export-ready', 'erasure-requested', 'erasure-approved', 'erased']));
    expect(JSON.stringify(entries)).not.toMatch(/Zuzanna|Quixley/);
    expect(entries.find((entry: { action: string }) => entry.action === 'export-requested').actor).toMatch(/^Former student [0-9A-F]{4}$/);
  });

  it('purges the kept records after the retention date, and not before', async () => {
    const requestId = await eraseStudentAsAdmin();
    const members = () => app.db.selectFrom('study_plan_members').select('study_plan_id').where('student_id', '=', seeded.student.id).execute();
    expect(await members()).toHaveLength(2);
    await runDaily(app, path.dirname(app.uploads.dir), Date.now() + YEAR_MS);
    expect(await members()).toHaveLength(2);
    await runDaily(app, path.dirname(app.uploads.dir), Date.now() + 8 * YEAR_MS);
    expect(await members()).toEqual([]);
    expect(await app.db.selectFrom('users').select('id').where('id', '=', seeded.student.id).executeTakeFirst()).toBeUndefined();
    const request = (await (await callerOf(app, seeded.admin)).post('/v1/privacy/requests', {})).json().requests.results.find((r: { id: number }) => r.id === requestId);
    expect(request).toMatchObject({ state: 'done', personId: null });
    expect(request.personLabel).toMatch(/^Student [0-9A-F]{4}$/);
    // the classmate's group plan keeps its lessons
    expect(await app.db.selectFrom('activities').select('id').where('study_plan_id', '=', seeded.groupPlanId).execute()).toHaveLength(2);
  });

  it('erases leavers only when the setting is on, listing who is due first', async () => {
    const admin = await callerOf(app, seeded.admin);
    const longAgo = Date.now() - 400 * 86_400_000;
    const leaver = await insertUser(app.db, { first_name: 'Lena', last_name: 'Leaver', archived: 1, archived_at: longAgo });
    await insertUser(app.db, { first_name: 'Recent', last_name: 'Leaver', archived: 1, archived_at: Date.now() - 86_400_000 });
    expect((await admin.get('/v1/privacy/leavers')).json().leavers).toEqual([]);
    await runDaily(app, path.dirname(app.uploads.dir));
    expect((await app.db.selectFrom('users').select('first_name').where('id', '=', leaver.id).executeTakeFirstOrThrow()).first_name).toBe('Lena');

    expect((await admin.put('/v1/privacy/settings', { retentionYears: 6, leaversAfterMonths: 12 })).statusCode).toBe(200);
    expect((await admin.get('/v1/privacy/leavers')).json().leavers.map((row: { name: string }) => row.name)).toEqual(['Lena Leaver']);
    await runDaily(app, path.dirname(app.uploads.dir));
    await runJobs(app);
    expect((await app.db.selectFrom('users').select('first_name').where('id', '=', leaver.id).executeTakeFirstOrThrow()).first_name).toBe('Former student');
    expect((await admin.get('/v1/privacy/leavers')).json().leavers).toEqual([]);
  });
});
