import { buildTestApp, insertUser } from './app';

// The helper every route test uses: the whole app on a throw-away database.
describe('buildTestApp', () => {
  it('builds the app on a fresh migrated database and cleans up on close', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    try {
      await insertUser(first.db, { email: 'only-in-first@example.com' });
      // each app has its own database
      expect(await second.db.selectFrom('users').selectAll().execute()).toEqual([]);
      const res = await first.inject({ method: 'GET', url: '/v1/health' });
      expect(res.statusCode).toBe(200);
      expect(first.demoSeeded).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
    // the first build compiles every route's schemas: seconds on a busy machine
  }, 30_000);
});
