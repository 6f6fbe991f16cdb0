/**
 * `npm run bench`: latency of the admin students list (POST /v1/auth/users) at 10k
 * students, through the real app (routing, validation, session lookup, query,
 * serialisation) with app.inject, then over HTTP with 10 connections (autocannon).
 * SQLite (a temp file, WAL) always; PostgreSQL too when DATABASE_URL is set (a throw-away
 * schema, dropped afterwards). Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { seedStudents } from './students-seed';
import { answersText, fmt, forEachEngine, httpLoad, openScratchDatabase, runMain, sessionCookie, timeRuns } from './bench-kit';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

const SCENARIOS: Array<[label: string, body: object]> = [
  ['first page, by last lesson', { profile: 'student' }],
  ['page 500 (deep offset)', { profile: 'student', pageIndex: 500 }],
  ['search "mar"', { profile: 'student', search: 'mar' }],
  ['search "zoë nú" (accents)', { profile: 'student', search: 'zoë nú' }],
  ['by last name, ascending', { profile: 'student', orderBy: 'lastName', direction: 'asc' }],
  ['archive switch', { profile: 'student', isArchived: true }],
];

const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function measureInject(app: FastifyInstance, cookie: string, body: object): Promise<{ p50: number; p99: number; total: number }> {
  const call = () => app.inject({ method: 'POST', url: '/v1/auth/users', headers: { cookie }, payload: body });
  const first = await call();
  if (first.statusCode !== 200) throw new Error(`students list answered ${first.statusCode}: ${first.body}`);
  const { p50, p99 } = await timeRuns(call, RUNS, 20);
  return { p50, p99, total: (first.json() as { user: { total: number } }).user.total };
}

async function benchEngine(label: string, url: string | null): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-bench-'));
  const config: ServerConfig = {
    port: 0, host: '127.0.0.1', dataDir, databaseUrl: url, smtpUrl: null, demo: false,
    publicUrl: 'http://127.0.0.1', staticRoot: null, remotesFile: null, logLevel: 'silent',
  };
  const database = await openScratchDatabase(url, dataDir, 'students');
  const app = await buildApp({ config, logger: false, database });
  try {
    const seedStarted = Date.now();
    const { adminId } = await seedStudents(app.db, STUDENTS);
    // planner statistics, as a live database has them
    await sql`analyze`.execute(app.db);
    const cookie = await sessionCookie(app, adminId);
    console.log(`\n${label}: ${STUDENTS} students seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; ${RUNS} sequential calls per row (app.inject), ms`);
    console.log(`  ${'scenario'.padEnd(30)}      p50      p99   total rows`);
    for (const [name, body] of SCENARIOS) {
      const { p50, p99, total } = await measureInject(app, cookie, body);
      console.log(`  ${name.padEnd(30)} ${fmt(p50)} ${fmt(p99)}   ${total}`);
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const http = await httpLoad(`${address}/v1/auth/users`, { method: 'POST', headers: { cookie }, body: { profile: 'student' } }, 10, HTTP_SECONDS);
    console.log(`  HTTP, 10 connections, first page (same process): p50 ${http.p50.toFixed(2)} ms, p99 ${http.p99.toFixed(2)} ms, ${answersText(http)}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(() => forEachEngine(benchEngine));
