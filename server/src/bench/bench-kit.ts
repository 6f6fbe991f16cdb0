/** What every bench script needs: percentiles, aligned figures, a timed loop, the bench seed and app, the machine's load. */
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { createDatabase, type DatabaseHandle, type OpenDatabase } from '../db/connection';
import type { Database } from '../db/schema';
import { createSession } from '../sessions';

export const SERVER_DIR = path.resolve(__dirname, '..', '..');
/** where `npm run seed:bench` keeps the SQLite bench school */
export const BENCH_SQLITE_DIR = path.resolve(process.env.DATA_DIR ?? path.join(SERVER_DIR, '.bench', 'data'));

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = (value: number) => value.toFixed(2).padStart(8);

export interface Timing {
  p50: number;
  p99: number;
  mean: number;
}

/** p50/p99/mean in ms of `runs` calls after a short warm-up. */
export async function timeRuns(run: () => Promise<unknown> | unknown, runs: number, warmUp = 5): Promise<Timing> {
  for (let i = 0; i < warmUp; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), mean: times.reduce((sum, t) => sum + t, 0) / times.length };
}

/** Seeds the bench school (1M activities) into an empty database, or reuses a seeded one. */
export function seedBench(databaseUrl: string | null): void {
  const result = spawnSync(process.execPath, [path.join(SERVER_DIR, 'dist', 'bench', 'seed-bench.js')], {
    cwd: SERVER_DIR,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', DATA_DIR: BENCH_SQLITE_DIR },
  });
  if (result.status !== 0) throw new Error(`the bench seed failed (${result.status})`);
}

/** The server's config from the environment, on the bench school of this engine, without static files or the demo. */
export function benchConfig(databaseUrl: string | null): ServerConfig {
  // in-process figures are of one request after another: nothing to shed
  return { ...loadConfig({ ...process.env, STATIC_ROOT: '' }), databaseUrl, dataDir: BENCH_SQLITE_DIR, demo: false, shedLagMs: 0 };
}

/** The real app on the bench school (seeded first when missing), for in-process calls with app.inject. */
export async function openBenchApp(databaseUrl: string | null): Promise<{ app: FastifyInstance; config: ServerConfig }> {
  seedBench(databaseUrl);
  const database = createDatabase({ databaseUrl, dataDir: BENCH_SQLITE_DIR });
  const config = benchConfig(databaseUrl);
  return { app: await buildApp({ config, logger: false, database }), config };
}

/**
 * The real app on an empty SQLite school in a temporary folder, for a bench that seeds its
 * own school; the folder is removed afterwards.
 */
export async function withScratchApp(name: string, bench: (app: FastifyInstance, database: OpenDatabase) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `studydesk-bench-${name}-`));
  const database = createDatabase({ databaseUrl: null, dataDir });
  const config = { ...loadConfig({ ...process.env, STATIC_ROOT: '' }), databaseUrl: null, dataDir, demo: false, smtpUrl: null, shedLagMs: 0 };
  const app = await buildApp({ config, logger: false, database });
  try {
    await bench(app, database);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * An empty database of the bench's own: SQLite in `dataDir`, or a fresh PostgreSQL schema
 * (`bench_<name>_<pid>`) dropped when the handle is destroyed.
 */
export async function openScratchDatabase(url: string | null, dataDir: string, name: string): Promise<DatabaseHandle> {
  if (!url) return createDatabase({ databaseUrl: null, dataDir });
  const schema = `bench_${name}_${process.pid}`;
  const opened = createDatabase({ databaseUrl: url, dataDir, poolConfig: { max: 10, options: `-c search_path=${schema}` } });
  await opened.pool?.query(`create schema ${schema}`);
  return { ...opened, destroy: async () => { await opened.pool?.query(`drop schema if exists ${schema} cascade`); await opened.destroy(); } };
}

/** The id of the school's first admin. */
export async function firstAdminId(db: Kysely<Database>): Promise<number> {
  return (await db.selectFrom('users').select('id').where('profile', '=', 'admin').orderBy('id').executeTakeFirstOrThrow()).id;
}

/** The session cookie of a fresh session of this user, for a request's `cookie` header. */
export async function sessionCookie(app: FastifyInstance, userId: number): Promise<string> {
  const { token } = await createSession(app.db, userId);
  return `${app.sessionCookie.name}=${token}`;
}

/** The teacher or plan with the most activities. */
export async function busiest(db: Kysely<Database>, column: 'teacher_id' | 'study_plan_id'): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, 'is not', null)
    .groupBy(column)
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return Number(row[column]);
}

/** Other work on the machine moves the figures; the load average says how much. */
export function machineLine(): string {
  return `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`;
}

/**
 * The PostgreSQL settings a write-heavy figure depends on, as the server's sessions see
 * them: `fsync on, synchronous_commit on, shared_buffers 128MB`. A figure measured with
 * durability off is not the same figure, so it is printed beside every one.
 */
export async function postgresSettings(url: string): Promise<string> {
  const opened = createDatabase({ databaseUrl: url, dataDir: BENCH_SQLITE_DIR, poolConfig: { max: 1 } });
  try {
    const names = ['fsync', 'synchronous_commit', 'shared_buffers', 'commit_delay'];
    const { rows } = await (opened.pool as NonNullable<OpenDatabase['pool']>).query<{ name: string; setting: string }>(
      'select name, current_setting(name) as setting from unnest($1::text[]) as name',
      [names],
    );
    return rows.map((row) => `${row.name} ${row.setting}`).join(', ');
  } finally {
    await opened.destroy();
  }
}

/** `(PostgreSQL skipped …)` unless DATABASE_URL is set: runs `bench` for SQLite, then PostgreSQL. */
export async function forEachEngine(bench: (label: string, databaseUrl: string | null) => Promise<void>): Promise<void> {
  console.log(machineLine());
  await bench('SQLite', null);
  if (process.env.DATABASE_URL) await bench('PostgreSQL', process.env.DATABASE_URL);
  else console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too)');
}

/** Runs a bench's main, printing a failure and exiting non-zero. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcessOptions {
  /** the port to listen on; a free one when absent */
  port?: number;
  /** the working folder of the process (the server's folder by default) */
  cwd?: string;
  /** the configuration beside PORT, HOST and PUBLIC_URL (DATA_DIR, DATABASE_URL, STATIC_ROOT, …) */
  env: Record<string, string>;
}

/**
 * The built server (dist/index.js) in its own process, as it runs in production, once
 * /v1/health answers: the load generator then never shares its event loop. The browser
 * benches (scripts/lib/bench-server.mjs) start it through here too.
 */
export async function spawnServer({ port, cwd = SERVER_DIR, env }: ServerProcessOptions): Promise<{ url: string; stop: () => void }> {
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, [path.join(SERVER_DIR, 'dist', 'index.js')], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(listenPort), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
  });
  const stop = () => void child.kill('SIGTERM');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('the server did not answer /v1/health within 60 s');
}

/** The built server in its own process on the bench database. */
export function startServerProcess(databaseUrl: string | null): Promise<{ url: string; stop: () => void }> {
  return spawnServer({ env: { DATA_DIR: BENCH_SQLITE_DIR, DATABASE_URL: databaseUrl ?? '', STUDYDESK_DEMO: '0', STATIC_ROOT: '' } });
}

/**
 * What a load run answered: 2xx per second and the 503s of shed load apart. A quick 503 is
 * the server refusing work (docs/architecture.md#under-pressure), not an answer: a rate that
 * counted it would flatter a busy server, so every HTTP figure and ratio uses `okRps`.
 */
export interface Answers {
  /** 2xx answers per second over the run */
  okRps: number;
  /** deliberate 503s of shed load */
  shed: number;
  /** other non-2xx answers and connection errors (autocannon counts its timeouts among them) */
  failed: number;
}

/** The answers of an autocannon run of `seconds` (its own per-second mean counts 503s and a partial last second). */
export function answersOf(result: Pick<autocannon.Result, '2xx' | 'non2xx' | 'errors' | 'statusCodeStats'>, seconds: number): Answers {
  const shed = result.statusCodeStats?.['503']?.count ?? 0;
  return { okRps: result['2xx'] / seconds, shed, failed: result.non2xx - shed + result.errors };
}

/** `1234 2xx/s, 56 × 503` (and the failures when there are any), as every bench prints it. */
export function answersText({ okRps, shed, failed }: Answers): string {
  return `${okRps.toFixed(0).padStart(6)} 2xx/s, ${String(shed).padStart(5)} × 503${failed ? `, ${failed} failed` : ''}`;
}

export interface HttpLoad extends Answers {
  p50: number;
  p99: number;
}

/**
 * Waits until the server is idle again: `/v1/health` answered three times in a row within
 * 20 ms (at most 30 s). A row that starts while the server still works through the
 * previous row's queue measures that queue (503s at 10 connections), not its own call.
 */
async function settled(origin: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    const answered = await fetch(`${origin}/v1/health`).then((res) => res.ok, () => false);
    quick = answered && performance.now() - started <= 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `connections` clients sending one request after another for `seconds` (autocannon). */
export async function httpLoad(url: string, request: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: object }, connections: number, seconds: number): Promise<HttpLoad> {
  await settled(new URL(url).origin);
  const result = await autocannon({
    url,
    method: request.method,
    headers: request.body ? { 'content-type': 'application/json', ...request.headers } : request.headers,
    body: request.body ? JSON.stringify(request.body) : undefined,
    connections,
    duration: seconds,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, ...answersOf(result, seconds) };
}
