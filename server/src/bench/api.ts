/**
 * `npm run bench` (API part): what a request costs beside the SQL it runs, for the four
 * lists a school opens all day: the admin students list, the teacher dashboard, a
 * study-plan view page and the teaching-time report, on the bench school (10,000
 * students, 1,000,000 activities; seeded when missing).
 *
 * For each call, in the same run:
 * - the floor: the statements one request runs (recorded from a real request: session
 *   lookup included), executed directly on the same database, prepared once;
 * - in-process: the request through the real app with app.inject (routing, validation,
 *   session, permissions, queries, serialisation), and its ratio to the floor;
 * - HTTP: the built server in its own process, loaded with autocannon at 10 and 100
 *   connections: 2xx answers per second with the 503s of shed load apart; beside it the rate
 *   the floor allows on one core, and its ratio to the answers (a refusal is not an answer).
 * Below the rows, app.inject of a trivial route (GET /v1/health: no session, no SQL): the part
 * of each in-process figure that no server change removes, printed, never subtracted. Then
 * each in-process figure taken apart (splitOf): the floor's statements amid requests, the
 * SQL inside the request and the rest, so a ratio over budget says which part is over.
 * SQLite always; PostgreSQL too when DATABASE_URL is set. Prints figures beside the
 * budgets (in-process ≤ 2× the floor, p99 ≤ 10 ms at 10 connections); asserts nothing.
 */
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createDatabase, type OpenDatabase } from '../db/connection';
import type { Database } from '../db/schema';
import { siteTimeZone } from '../modules/site-settings';
import { monthOf, shiftMonth } from '@studydesk/shared/dates';
import {
  answersText,
  BENCH_SQLITE_DIR,
  benchConfig,
  busiest,
  firstAdminId,
  fmt,
  forEachEngine,
  httpLoad,
  postgresSettings,
  runMain,
  seedBench,
  sessionCookie,
  startServerProcess,
  timeRuns,
  type Timing,
} from './bench-kit';
import { floorOf, recordingDb, splitOf, type RecordingDb, type Split } from './request-split';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 100];
const BUDGET_RATIO = 2;
const BUDGET_P99_MS = 10;

interface Call {
  name: string;
  url: string;
  body: object;
  /** whose session makes the call */
  userId: number;
}

async function callsOf(db: Kysely<Database>): Promise<Call[]> {
  const adminId = await firstAdminId(db);
  // the plan with the most activities, and a teacher of it (the dashboard is theirs too)
  const planId = await busiest(db, 'study_plan_id');
  const teacher = await db.selectFrom('study_plan_teachers').select('teacher_id').where('study_plan_id', '=', planId).executeTakeFirstOrThrow();
  const teacherId = teacher.teacher_id;
  const lastMonth = shiftMonth(monthOf(Date.now(), await siteTimeZone(db)), -1);
  return [
    { name: 'students list (admin)', url: '/v1/auth/users', body: { profile: 'student' }, userId: adminId },
    { name: 'teacher dashboard', url: '/v1/studyplan/dashboard', body: {}, userId: teacherId },
    { name: 'study-plan view page', url: '/v1/studyplan/getactivitydata', body: { studyPlanId: planId }, userId: teacherId },
    { name: 'teaching-time report (admin)', url: '/v1/activity/teachingtimemonth', body: { month: lastMonth.month, year: lastMonth.year }, userId: adminId },
  ];
}

interface Measured {
  call: Call;
  cookie: string;
  queries: number;
  floor: Timing;
  inProcess: Timing;
  split: Split;
}

async function measureInProcess(app: FastifyInstance, opened: OpenDatabase, recording: RecordingDb, call: Call): Promise<Measured> {
  const cookie = await sessionCookie(app, call.userId);
  const inject = () => app.inject({ method: 'POST', url: call.url, headers: { cookie }, payload: call.body });
  const first = await inject();
  if (first.statusCode !== 200) throw new Error(`${call.name} answered ${first.statusCode}: ${first.body}`);
  // a request in its steady state (the first one may touch the session)
  const queries = await recording.record(inject);
  const runFloor = floorOf(opened, queries);
  const floor = await timeRuns(runFloor, RUNS);
  const inProcess = await timeRuns(inject, RUNS);
  const split = await splitOf(app, recording.sqlMsOf, runFloor, inject, RUNS);
  return { call, cookie, queries: queries.length, floor, inProcess, split };
}

async function benchEngine(label: string, databaseUrl: string | null): Promise<void> {
  seedBench(databaseUrl);
  const opened = createDatabase({ databaseUrl, dataDir: BENCH_SQLITE_DIR });
  const recording = recordingDb(opened);
  const config = { ...benchConfig(databaseUrl), logLevel: 'silent' };
  // the app gets the recording builder; the connection is closed once, at the end
  const app = await buildApp({ config, logger: false, database: { db: recording.db, dialect: opened.dialect, destroy: async () => undefined } });
  const measured: Measured[] = [];
  try {
    const calls = await callsOf(app.db);
    const count = await app.db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    console.log(`\n${label}: ${Number(count.n).toLocaleString('en')} activities. In-process: ${RUNS} sequential requests per row (app.inject), ms`);
    if (databaseUrl) console.log(`  PostgreSQL settings: ${await postgresSettings(databaseUrl)}`);
    console.log(`  ${'call'.padEnd(30)} SQL   floor p50      p99   request p50      p99   ratio   budget ≤ ${BUDGET_RATIO}×`);
    for (const call of calls) {
      const m = await measureInProcess(app, opened, recording, call);
      measured.push(m);
      const ratio = m.inProcess.p50 / m.floor.p50;
      console.log(
        `  ${call.name.padEnd(30)} ${String(m.queries).padStart(3)}  ${fmt(m.floor.p50)} ${fmt(m.floor.p99)}     ${fmt(m.inProcess.p50)} ${fmt(m.inProcess.p99)}  ${`${ratio.toFixed(1)}×`.padStart(6)}   ${ratio <= BUDGET_RATIO ? 'met' : 'OVER'}`,
      );
    }
    // what app.inject itself costs, measured, not subtracted: part of every request above
    const trivial = await timeRuns(() => app.inject({ method: 'GET', url: '/v1/health' }), RUNS);
    console.log(`  ${'(app.inject of GET /v1/health)'.padEnd(30)} ${'0'.padStart(3)}  ${' '.repeat(17)}     ${fmt(trivial.p50)} ${fmt(trivial.p99)}   no SQL: inject's own cost, included above`);
    console.log(`\n  Where the request's time goes, p50 ms: the floor's statements amid requests (each set after one GET /v1/health), the SQL inside the request, the rest`);
    console.log(`  ${'call'.padEnd(30)}    floor   amid requests   SQL in request       rest`);
    for (const { call, floor, split } of measured) {
      console.log(`  ${call.name.padEnd(30)} ${fmt(floor.p50)}        ${fmt(split.floorAmidRequests)}         ${fmt(split.sqlInRequest)}   ${fmt(split.rest)}`);
    }
  } finally {
    await app.close();
  }

  // sessions live in the database: the server process finds the ones made above
  const server = await startServerProcess(databaseUrl);
  try {
    console.log(`\n  HTTP: the built server in its own process, autocannon ${SECONDS} s per row (load generator on the same cores)`);
    console.log(`  ${'call'.padEnd(30)} conns      p50      p99   answered (503s apart)   floor req/s   ratio   p99 budget ≤ ${BUDGET_P99_MS} ms at 10`);
    for (const m of measured) {
      // what the statements alone allow on one core, one request after another
      const floorRps = 1000 / m.floor.mean;
      for (const connections of CONNECTIONS) {
        const http = await httpLoad(`${server.url}${m.call.url}`, { method: 'POST', headers: { cookie: m.cookie }, body: m.call.body }, connections, SECONDS);
        const verdict = connections === 10 ? (http.p99 <= BUDGET_P99_MS ? 'met' : 'OVER') : '';
        // the ratio of answers: a 503 is a refusal, not work done
        const ratio = http.okRps > 0 ? `${(floorRps / http.okRps).toFixed(1)}×` : '∞';
        console.log(
          `  ${m.call.name.padEnd(30)} ${String(connections).padStart(5)}  ${fmt(http.p50)} ${fmt(http.p99)}   ${answersText(http)}  ${floorRps.toFixed(0).padStart(11)}  ${ratio.padStart(6)}   ${verdict}`,
        );
      }
    }
  } finally {
    server.stop();
    await opened.destroy();
  }
}

runMain(() => forEachEngine(benchEngine));
