/** The end of a run: removes the databases its test apps started from, and any copy a crashed test left. */
import fs from 'node:fs';
import pg from 'pg';
import { postgresPrefix, sqliteImageFile, testRun } from './helpers/test-run';

export default async function globalTeardown(): Promise<void> {
  const run = testRun();
  fs.rmSync(sqliteImageFile(run), { force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const prefix = postgresPrefix(url, run);
    const { rows } = await client.query<{ name: string }>('select datname as name from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { name } of rows) await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}
