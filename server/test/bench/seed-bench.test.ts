import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSeedBench } from '../../src/bench/seed-bench';
import { createDatabase } from '../../src/db/connection';

describe('seed:bench', () => {
  let dataDir = '';
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-seed-bench-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('fills an empty folder with the bench school, then reuses it', async () => {
    const size = { teachers: 12, students: 150, groups: 6, activities: 3000 };
    const counts = await runSeedBench({ databaseUrl: null, dataDir, reset: false, size });
    expect(counts).toMatchObject({ teachers: 12, students: 150 });
    const opened = createDatabase({ databaseUrl: null, dataDir });
    try {
      const count = async (table: 'activities' | 'users') => Number((await opened.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('activities')).toBeGreaterThanOrEqual(3000);
      // the demo school's accounts are there too, to sign in with
      expect(await opened.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirst()).toBeDefined();
      expect(await count('users')).toBeGreaterThan(162);
    } finally {
      await opened.destroy();
    }
    expect(await runSeedBench({ databaseUrl: null, dataDir, reset: false, size })).toEqual(counts);
  });
});
