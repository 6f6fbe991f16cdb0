/**
 * The import writes in one transaction (docs/product-rules.md#r-import-3): a failure midway
 * leaves nothing, and someone adding one of the file's people between the import's read and
 * its write is a 409 with nothing written, forced on SQLite and on PostgreSQL with two
 * instances on one database.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../../src/plugins/error-handler';
import { checkFile, writeImport, type Invite } from '../../../src/modules/people-import/import-people';
import { buildTestApp, insertUser, sharedTestApps } from '../../helpers/app';
import { IMPORT_URL, sendImportFile } from '../../helpers/people-import';
import { cookieOf } from '../../helpers/session';

jest.setTimeout(60000);

const FILE = [
  'type,first name,last name,email,students,group name,teacher,members',
  'student,Ada,One,ada@example.org,,,,',
  'student,Bo,Two,bo@example.org,,,,',
  'teacher,Cy,Three,cy@example.org,,,,',
  'guardian,Di,Four,di@example.org,ada@example.org;bo@example.org,,,',
  'group,,,,,Evening,cy@example.org,ada@example.org',
].join('\n');
const EMAILS = ['ada@example.org', 'bo@example.org', 'cy@example.org', 'di@example.org'];

async function written(app: FastifyInstance) {
  const users = await app.db.selectFrom('users').select('email').where('email', 'in', EMAILS).execute();
  const plans = await app.db.selectFrom('study_plans').select('id').where('code', '=', 'EVENING').execute();
  const links = await app.db.selectFrom('guardian_students').select('student_id').execute();
  const jobs = await app.db.selectFrom('jobs').select('id').where('name', '=', 'invitation-mail').execute();
  return { users: users.map((user) => user.email).sort(), plans: plans.length, links: links.length, jobs: jobs.length };
}

describe('the import in one transaction', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  it('leaves nothing written when it fails midway (the third invitation cannot be queued)', async () => {
    const checked = await checkFile(app.db, Buffer.from(FILE), {}, Date.now());
    let queued = 0;
    const failing: Invite = async (trx, userId) => {
      queued += 1;
      if (queued === 3) throw new Error('the outbox is full');
      return app.jobs.enqueue('invitation-mail', { userId }, { db: trx });
    };
    await expect(writeImport(app.db, checked, Date.now(), failing)).rejects.toThrow('the outbox is full');
    expect(queued).toBe(3);
    expect(await written(app)).toEqual({ users: [], plans: 0, links: 0, jobs: 0 });
  });

  it('fails on the unique e-mail, which the route answers as 409, when someone adds one of its people between its read and its write; nothing written', async () => {
    const checked = await checkFile(app.db, Buffer.from(FILE), {}, Date.now());
    // another admin registers Bo after this import checked its file
    await insertUser(app.db, { profile: 'student', email: 'bo@example.org' });
    const invite: Invite = (trx, userId) => app.jobs.enqueue('invitation-mail', { userId }, { db: trx });
    const failure = await writeImport(app.db, checked, Date.now(), invite).then(() => null, (error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await written(app)).toEqual({ users: ['bo@example.org'], plans: 0, links: 0, jobs: 0 });
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

(onPostgres ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  it('the import that loses the race for an e-mail answers 409 and writes nothing', async () => {
    const { apps, closeAll } = await sharedTestApps(2, { pollJobs: false });
    try {
      const [importing, other] = apps;
      const admin = await insertUser(importing.db, { profile: 'admin' });
      const cookie = await cookieOf(importing, admin);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      // the other instance registers Bo in a transaction it holds open until the import waits on its row
      const otherInsert = other.db.transaction().execute(async (trx) => {
        await insertUser(trx, { profile: 'student', email: 'bo@example.org' });
        await held;
      });
      const answer = sendImportFile(importing, cookie, IMPORT_URL, FILE, { sendInvitations: true });
      const until = Date.now() + 20_000;
      for (;;) {
        const waiting = await sql<{ n: string }>`select count(*) as n from pg_locks where not granted`.execute(other.db);
        if (Number(waiting.rows[0].n) > 0) break;
        if (Date.now() > until) throw new Error('the import never waited on the other instance');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await otherInsert;
      const res = await answer;
      expect(res.statusCode).toBe(409);
      expect(await written(importing)).toEqual({ users: ['bo@example.org'], plans: 0, links: 0, jobs: 0 });
    } finally {
      await closeAll();
    }
  });
});
