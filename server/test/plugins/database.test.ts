import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/connection';
import { databasePlugin } from '../../src/plugins/database';
import { DEMO_ACCOUNTS } from '../../src/seed/demo';
import { createTestDatabase } from '../helpers/database';

// seeding (and scrypt for the demo password) takes seconds when the machine is busy
jest.setTimeout(30_000);

// The plugin alone on a bare Fastify, so these tests do not depend on the other plugins.
async function start(database: DatabaseHandle, demo: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(databasePlugin, { config: { databaseUrl: null, dataDir: '', demo }, database });
  await app.ready();
  return app;
}

/** the same database across several app lifetimes: closing an app must not destroy it */
const borrow = (real: DatabaseHandle): DatabaseHandle => ({ db: real.db, dialect: real.dialect, destroy: async () => undefined });

describe('database plugin', () => {
  let real: DatabaseHandle;
  beforeEach(async () => {
    real = await createTestDatabase();
  });
  afterEach(() => real.destroy());

  it('migrates, decorates the app and writes the default site settings without demo', async () => {
    const app = await start(borrow(real), false);
    expect(app.dbDialect).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
    expect(app.demoSeeded).toBe(false);
    expect(await app.db.selectFrom('users').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('site_settings').selectAll().execute()).toEqual([{ id: 1, time_zone: 'UTC', retention_manager_email: '', desired_retention: 0.9, pay_policy: null, currency: 'EUR', reminder_time: '18:00', mail_link_key: expect.stringMatching(/^[0-9a-f]{64}$/), school_name: '', default_language: 'en', setup_token_hash: '', setup_token_expires_at: null, absence_rules: null }]);
    expect(await app.db.selectFrom('languages').select('code').execute()).toHaveLength(4);
    await app.close();
  });

  it('destroys the database it was given when the app closes', async () => {
    const destroy = jest.fn(async () => undefined);
    const app = await start({ ...borrow(real), destroy }, false);
    expect(destroy).not.toHaveBeenCalled();
    await app.close();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('seeds the demo school once: a second start does not reseed', async () => {
    const first = await start(borrow(real), true);
    expect(first.demoSeeded).toBe(true);
    const users = await first.db.selectFrom('users').select(['id', 'email', 'password_hash']).orderBy('id').execute();
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
    await first.close();

    const second = await start(borrow(real), true);
    expect(second.demoSeeded).toBe(false);
    expect(await second.db.selectFrom('users').select(['id', 'email', 'password_hash']).orderBy('id').execute()).toEqual(users);
    await second.close();
  });

  it('keeps an admin-changed time zone across restarts', async () => {
    const first = await start(borrow(real), false);
    await first.db.updateTable('site_settings').set({ time_zone: 'Europe/Madrid' }).where('id', '=', 1).execute();
    await first.close();
    const second = await start(borrow(real), false);
    expect((await second.db.selectFrom('site_settings').select('time_zone').executeTakeFirstOrThrow()).time_zone).toBe('Europe/Madrid');
    await second.close();
  });

  it('does not seed the demo into a database that already has users', async () => {
    const first = await start(borrow(real), false);
    await first.db.insertInto('users').values({ email: 'a@b.c', profile: 'admin', first_name: '', last_name: '', title: '', language: 'en', archived: 0, search_text: '', updated_at: 1 }).execute();
    await first.close();
    const second = await start(borrow(real), true);
    expect(second.demoSeeded).toBe(false);
    expect(await second.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'a@b.c' }]);
    await second.close();
  });
});
