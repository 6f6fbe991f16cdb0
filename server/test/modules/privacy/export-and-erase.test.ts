import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { personalData } from '../../../src/modules/personal-data';
import { exportRows, personKey } from '../../../src/modules/privacy/queries/person-rows';
import type { PersonKey } from '../../../src/privacy/declaration';
import { freshAppForEachTest } from '../../helpers/app';
import { runJobs } from '../../helpers/outbox';
import { seedPersonEverywhere, type PersonEverywhere } from '../../helpers/person-everywhere';
import { schemaColumns } from '../../helpers/schema-columns';
import { callerOf, probeSession, sessionFor } from '../../helpers/session';

jest.setTimeout(60_000);

async function dumpOfEveryTable(app: FastifyInstance): Promise<string> {
  const tables = [...new Set((await schemaColumns(app.db, app.dbDialect)).map((column) => column.table))];
  const parts: string[] = [];
  for (const table of tables) parts.push(JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(app.db)).rows));
  return parts.join('\n');
}

async function openPay(app: FastifyInstance, seeded: PersonEverywhere) {
  const body = (await (await callerOf(app, seeded.admin)).get(`/v1/pay/open/${seeded.teacher.id}`)).json();
  return { lessons: body.lessons, hours: body.hours, amount: body.amount };
}

describe('a person\'s data: export and erasure (docs/product-rules.md#r-privacy-2, #r-privacy-3)', () => {
  let app: FastifyInstance;
  let seeded: PersonEverywhere;
  let person: PersonKey;
  freshAppForEachTest((built) => (app = built));
  beforeEach(async () => {
    seeded = await seedPersonEverywhere(app);
    person = (await personKey(app.db, seeded.student.id)) as PersonKey;
  });

  it('exports every declared row of the student into the ZIP, with index.html in their language and their picture, mailed as a link', async () => {
    const student = await callerOf(app, seeded.student);
    const asked = await student.post('/v1/privacy/exports', { personId: seeded.student.id });
    expect(asked.statusCode).toBe(201);
    const { id } = asked.json().request;
    // what the copy must hold: every declared row of the person as the job finds them (its own mail comes after)
    const expected: Record<string, number> = {};
    for (const table of personalData.flatMap((declaration) => declaration.tables)) expected[table.table] = (await exportRows(app.db, table, person)).length;
    await runJobs(app);
    const mail = await app.db.selectFrom('jobs').select(['recipient', 'payload']).where('kind', '=', 'data-export').executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(seeded.student.email);
    expect(mail.payload).toContain(`/v1/privacy/exports/${id}/file`);

    const download = await student.get(`/v1/privacy/exports/${id}/file`);
    expect(download.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(download.rawPayload);
    const html = await zip.file('index.html')?.async('string');
    expect(html).toContain('Zuzanna Quixley');
    expect(zip.file(`files/${seeded.picture}`)).not.toBeNull();
    const seededTables = ['users', 'sessions', 'one_time_tokens', 'study_plans', 'study_plan_members', 'activities', 'activity_members', 'comments', 'progress_answers',
      'review_cards', 'review_logs', 'review_parameters', 'calendar_feeds', 'cancelled_lesson_events', 'mail_opt_outs', 'sent_mails', 'jobs', 'make_up_credits', 'guardian_students', 'privacy_requests', 'privacy_audit'];
    const counts: Record<string, number> = {};
    for (const declaration of personalData) {
      for (const table of declaration.tables.filter((t) => t.export !== 'none')) {
        const inZip = JSON.parse((await zip.file(`data/${declaration.module}/${table.table}.json`)?.async('string')) ?? 'null');
        expect({ table: table.table, rows: inZip?.length }).toEqual({ table: table.table, rows: expected[table.table] });
        counts[table.table] = inZip.length;
        if (table.export === 'csv') expect(zip.file(`data/${declaration.module}/${table.table}.csv`)).not.toBeNull();
      }
    }
    expect(seededTables.filter((table) => !counts[table])).toEqual([]);
    // secrets never leave: the password's and tokens' hashes
    expect(await zip.file('data/auth/one_time_tokens.json')?.async('string')).not.toContain('e'.repeat(64));
  });

  it('lets nobody else download a copy, and no one after its 7 days', async () => {
    const asked = (await (await callerOf(app, seeded.student)).post('/v1/privacy/exports', { personId: seeded.student.id })).json();
    await runJobs(app);
    expect((await (await callerOf(app, seeded.classmate)).get(`/v1/privacy/exports/${asked.request.id}/file`)).statusCode).toBe(404);
    await app.db.updateTable('privacy_requests').set({ expires_at: Date.now() - 1 }).where('id', '=', asked.request.id).execute();
    expect((await (await callerOf(app, seeded.student)).get(`/v1/privacy/exports/${asked.request.id}/file`)).statusCode).toBe(410);
  });

  it('erases the student on approval: nothing names them, the group plan\'s others lose nothing, the teacher\'s pay is unchanged', async () => {
    const cookie = await sessionFor(app, seeded.student);
    const payBefore = await openPay(app, seeded);
    const classmateBefore = await Promise.all([
      app.db.selectFrom('comments').select('text').where('author_id', '=', seeded.classmate.id).execute(),
      app.db.selectFrom('progress_answers').select('text').where('user_id', '=', seeded.classmate.id).execute(),
      app.db.selectFrom('review_logs').select('id').where('student_id', '=', seeded.classmate.id).execute(),
      app.db.selectFrom('activity_members').select('feedback').where('student_id', '=', seeded.classmate.id).execute(),
    ]);
    const outbox = app.mailer.outboxDir as string;
    fs.mkdirSync(outbox, { recursive: true });
    fs.writeFileSync(path.join(outbox, '1-reminder-1.eml'), `To: ${seeded.student.email}\r\n\r\nHello Zuzanna Quix=\r\nley,`);
    fs.writeFileSync(path.join(outbox, '2-reminder-2.eml'), 'To: someone@example.test\r\n\r\nHello,');
    const asked = await (await callerOf(app, seeded.guardian)).post('/v1/privacy/erasures', { personId: seeded.student.id });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().request.state).toBe('requested');
    const approved = await (await callerOf(app, seeded.admin)).post(`/v1/privacy/requests/${asked.json().request.id}/approve`);
    expect(approved.statusCode).toBe(200);
    await runJobs(app);

    const dump = await dumpOfEveryTable(app);
    for (const trace of ['Zuzanna', 'Quixley', 'zuzanna.quixley', seeded.picture]) expect(dump.includes(trace) ? trace : null).toBeNull();
    expect(fs.existsSync(path.join(app.uploads.dir, seeded.picture))).toBe(false);
    expect(fs.readdirSync(outbox)).toEqual(['2-reminder-2.eml']);
    expect((await probeSession(app, cookie)).statusCode).toBe(401);
    const row = await app.db.selectFrom('users').select(['first_name', 'last_name', 'password_hash']).where('id', '=', seeded.student.id).executeTakeFirstOrThrow();
    expect(`${row.first_name} ${row.last_name}`).toMatch(/^Former student [0-9A-F]{4}$/);
    expect(row.password_hash).toBeNull();
    expect(await app.db.selectFrom('guardian_students').selectAll().where('student_id', '=', seeded.student.id).execute()).toEqual([]);

    expect(await Promise.all([
      app.db.selectFrom('comments').select('text').where('author_id', '=', seeded.classmate.id).execute(),
      app.db.selectFrom('progress_answers').select('text').where('user_id', '=', seeded.classmate.id).execute(),
      app.db.selectFrom('review_logs').select('id').where('student_id', '=', seeded.classmate.id).execute(),
      app.db.selectFrom('activity_members').select('feedback').where('student_id', '=', seeded.classmate.id).execute(),
    ])).toEqual(classmateBefore);
    expect(payBefore.amount).toBeGreaterThan(0);
    expect(await openPay(app, seeded)).toEqual(payBefore);
  });
});
