/**
 * One run of the server's jest suite: a name for the copies its test apps start from
 * (./seeded-database.ts), so the workers of a run share them and the run's end removes
 * them. No server code here: jest's globalSetup and globalTeardown load this outside the
 * test environment.
 */
import os from 'node:os';
import path from 'node:path';

const RUN_VARIABLE = 'STUDYDESK_TEST_RUN';

/** jest's globalSetup: names the run (the workers inherit the variable). */
export function startTestRun(): void {
  process.env[RUN_VARIABLE] = `r${Math.random().toString(36).slice(2, 10)}`;
}

export function testRun(): string {
  const run = process.env[RUN_VARIABLE];
  if (!run) throw new Error(`${RUN_VARIABLE} is not set: run the server tests with server/jest.config.cjs, whose globalSetup names the run`);
  return run;
}

/** Where the run's migrated SQLite database is kept, as an image to open copies of. */
export function sqliteImageFile(run = testRun()): string {
  return path.join(os.tmpdir(), `studydesk-test-${run}.sqlite`);
}

/** The run's databases on PostgreSQL (the template and every copy) begin with this. */
export function postgresPrefix(url: string, run = testRun()): string {
  return `${databaseName(url)}_${run}_`;
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}
