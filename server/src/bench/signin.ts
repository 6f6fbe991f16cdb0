/**
 * `npm run bench:signin`: a whole class signing in at nine o'clock. The built server in its
 * own process on a fresh SQLite school in a temporary folder (port BENCH_SIGNIN_PORT,
 * default 18102), 100 students with passwords; then, ROUNDS times (default 3), all 100
 * sign in at once from fresh browsers while one client keeps fetching a static file of the
 * shell and another /v1/health. Prints the medians over the rounds of: sign-in p50/p99,
 * the answers by status (503s apart), and p99 of the static file and of /v1/health during
 * the burst, each beside its budget. Counters of failed attempts are cleared between
 * rounds, so each round starts as a school's morning does. Exits 1 when no sign-in got
 * through at all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { foldForSearch } from '../db/search-text';
import { hashPassword } from '../sessions';
import { SERVER_DIR, fmt, machineLine, percentile, runMain, spawnServer } from './bench-kit';

const USERS = Number(process.env.BENCH_SIGNIN_USERS ?? 100);
const ROUNDS = Number(process.env.BENCH_SIGNIN_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_SIGNIN_PORT ?? 18102);
const PASSWORD = 'correct horse battery staple';
const BUDGET = { signInP99: 3000, sideP99: 200, busy: 0 };
const REPO_ROOT = path.resolve(SERVER_DIR, '..');

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor((values.length - 1) / 2)];

/** The largest JavaScript file of the built shell: what a browser fetches while the class signs in. */
function staticFile(): string {
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  const files = fs.readdirSync(dist).filter((name) => name.endsWith('.js'));
  if (files.length === 0) throw new Error('build the shell first (npm run build -w @studydesk/shell)');
  files.sort((a, b) => fs.statSync(path.join(dist, b)).size - fs.statSync(path.join(dist, a)).size);
  return `/${files[0]}`;
}

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Fetches `url` one request after another until `done` is set; the times in ms. */
async function keepFetching(url: string, done: { value: boolean }): Promise<number[]> {
  const times: number[] = [];
  while (!done.value) {
    times.push((await timed(url, { headers: { 'accept-encoding': 'br, gzip' } })).ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

interface Round {
  p50: number;
  p99: number;
  statuses: Record<number, number>;
  staticP99: number;
  healthP99: number;
}

async function burst(url: string, emails: string[], file: string): Promise<Round> {
  const done = { value: false };
  const side = Promise.all([keepFetching(`${url}${file}`, done), keepFetching(`${url}/v1/health`, done)]);
  const results = await Promise.all(
    emails.map((email) =>
      timed(`${url}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    ),
  );
  done.value = true;
  const [staticTimes, healthTimes] = await side;
  const times = sorted(results.map((result) => result.ms));
  const statuses: Record<number, number> = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    statuses,
    staticP99: percentile(sorted(staticTimes), 99),
    healthP99: percentile(sorted(healthTimes), 99),
  };
}

const line = (label: string, value: string, budget: string) => console.log(`${label.padEnd(30)}${value.padStart(12)}   budget ${budget}`);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-bench-signin-'));
  const database = createDatabase({ databaseUrl: null, dataDir });
  let stop = () => {};
  try {
    await migrateToLatest(database.db, database.dialect);
    // one hash for every student: the server's work per sign-in is the same, the seed stays quick
    const hash = await hashPassword(PASSWORD);
    const now = Date.now();
    const emails = Array.from({ length: USERS }, (_, i) => `student${i + 1}@signin.bench`);
    await database.db
      .insertInto('users')
      .values(emails.map((email, i) => ({
        email, password_hash: hash, profile: 'student' as const, first_name: `Student${i + 1}`, last_name: 'Bench', title: '',
        language: 'en', archived: 0 as const, search_text: foldForSearch(`Student${i + 1}`, 'Bench', email, ''), updated_at: now,
      })))
      .execute();
    const server = await spawnServer({ port: PORT, env: { DATA_DIR: dataDir, DATABASE_URL: '', STUDYDESK_DEMO: '0', STATIC_ROOT: REPO_ROOT } });
    stop = server.stop;
    const file = staticFile();
    console.log(machineLine());
    console.log(`${USERS} students sign in at once from fresh browsers, ${ROUNDS} rounds; meanwhile ${file} and /v1/health are fetched one after another\n`);
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await database.db.deleteFrom('rate_limits').execute();
      const result = await burst(server.url, emails, file);
      rounds.push(result);
      console.log(`round ${round}: sign-in p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms; answers ${JSON.stringify(result.statuses)}; ` +
        `static p99 ${result.staticP99.toFixed(0)} ms, health p99 ${result.healthP99.toFixed(0)} ms; load ${os.loadavg()[0].toFixed(1)}`);
    }
    console.log(`\nmedians of ${ROUNDS} rounds (ms)`);
    line('sign-in p50', fmt(median(rounds.map((r) => r.p50))), '');
    line('sign-in p99', fmt(median(rounds.map((r) => r.p99))), `≤ ${BUDGET.signInP99}`);
    line('503 answers', String(median(rounds.map((r) => r.statuses[503] ?? 0))), `${BUDGET.busy}`);
    line('other non-200 answers', String(median(rounds.map((r) => USERS - (r.statuses[200] ?? 0) - (r.statuses[503] ?? 0)))), '0');
    line(`static file p99`, fmt(median(rounds.map((r) => r.staticP99))), `≤ ${BUDGET.sideP99}`);
    line('/v1/health p99', fmt(median(rounds.map((r) => r.healthP99))), `≤ ${BUDGET.sideP99}`);
    console.log(machineLine());
    if (rounds.every((r) => !r.statuses[200])) throw new Error('no sign-in succeeded');
  } finally {
    stop();
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// the server child and the hash threads are let go of explicitly: done means done
runMain(async () => {
  await main();
  process.exit(0);
});
