/**
 * `npm run soak`: what takes minutes, so it is a script rather than a test. On SQLite (a
 * temp folder) always, and on PostgreSQL too when DATABASE_URL is set (a throw-away
 * schema, dropped afterwards):
 *
 * 1. Crash rounds (SOAK_ROUNDS, default 20): the real server in a child process, eight
 *    writers creating activities and three admins marking teacher-months paid and unpaid
 *    over and over; `kill -9` at a random moment; then, with the server dead, every
 *    acknowledged write must be in the database and every teacher-month must be paid
 *    whole or not at all (and as its last acknowledged or last sent mark left it).
 * 2. Load (SOAK_SECONDS, default 60, SOAK_CONNECTIONS, default 100): a teacher's day
 *    (dashboard, plan, create, edit, comment, complete, teaching time, calendar) from
 *    100 connections; any error or non-2xx answer fails. Prints p50/p99.
 *
 * Requests go to 127.0.0.1 only (SOAK_PORT, default 18663). Exits 1 when a check fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import { createDatabase, type OpenDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { foldForSearch } from '../db/search-text';
import { createSession } from '../sessions';
import { SERVER_DIR, machineLine } from './bench-kit';

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 20);
const LOAD_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const PORT = Number(process.env.SOAK_PORT ?? 18663);
const BASE = `http://127.0.0.1:${PORT}`;
const COOKIE = 'studydesk_session';
/** lessons in each teacher-month the payment writers toggle: big enough that a mark takes a while */
const PAY_LESSONS = 150;
const PAY_MONTH = { month: 6, year: 2025 };
const CREATORS = 4;
const PAYERS = 3;
const LOAD_TEACHERS = 10;

interface Target {
  label: string;
  /** DATABASE_URL for the server (null: SQLite in dataDir) */
  databaseUrl: string | null;
  /** the PostgreSQL schema the school lives in */
  schema?: string;
  dataDir: string;
  open: () => OpenDatabase;
  drop: () => Promise<void>;
}

interface School {
  adminCookie: string;
  creators: Array<{ cookie: string; planId: number }>;
  payers: number[];
  loadTeachers: Array<{ id: number; cookie: string; planId: number }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function targets(): Target[] {
  const list: Target[] = [];
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-soak-'));
  list.push({
    label: 'SQLite',
    databaseUrl: null,
    dataDir: sqliteDir,
    open: () => createDatabase({ databaseUrl: null, dataDir: sqliteDir }),
    drop: async () => fs.promises.rm(sqliteDir, { recursive: true, force: true }),
  });
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `soak_${process.pid}`;
    const withSchema = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-soak-pg-'));
    list.push({
      label: 'PostgreSQL',
      databaseUrl: withSchema,
      schema,
      dataDir: pgDir,
      open: () => createDatabase({ databaseUrl: url, dataDir: pgDir, poolConfig: { max: 4, options: `-c search_path=${schema}` } }),
      drop: async () => {
        const admin = createDatabase({ databaseUrl: url, dataDir: pgDir });
        await admin.pool?.query(`drop schema if exists ${schema} cascade`);
        await admin.destroy();
        await fs.promises.rm(pgDir, { recursive: true, force: true });
      },
    });
  } else {
    console.log('PostgreSQL skipped: DATABASE_URL is not set');
  }
  return list;
}

async function insertUser(db: Kysely<Database>, profile: 'admin' | 'teacher', n: number): Promise<number> {
  const email = `soak-${profile}-${n}@example.test`;
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: null,
      profile,
      first_name: `Soak${n}`,
      last_name: profile,
      title: '',
      language: 'en',
      archived: 0,
      updated_at: Date.now(),
      search_text: foldForSearch(`Soak${n}`, profile, email, ''),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function insertPlan(db: Kysely<Database>, teacherId: number, code: string): Promise<number> {
  const row = await db
    .insertInto('study_plans')
    .values({
      code,
      title: `Plan ${code}`,
      description: '',
      goal: '',
      level: 'B1',
      is_group: 0,
      language: 'en',
      retention_text: '',
      retention_text_size: 14,
      archived: 0,
      updated_at: Date.now(),
      search_text: foldForSearch(code, `Plan ${code}`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const planId = Number(row.id);
  await db.insertInto('study_plan_teachers').values({ study_plan_id: planId, teacher_id: teacherId }).execute();
  return planId;
}

const cookieOf = async (db: Kysely<Database>, userId: number) => `${COOKIE}=${(await createSession(db, userId)).token}`;

/** Migrates and seeds the school the writers and the load use. */
async function seed(target: Target): Promise<School> {
  const handle = target.open();
  try {
    if (target.schema) await handle.pool?.query(`create schema if not exists ${target.schema}`);
    await migrateToLatest(handle.db, handle.dialect);
    const db = handle.db;
    const admin = await insertUser(db, 'admin', 0);
    const creators = [];
    for (let i = 0; i < CREATORS; i += 1) {
      const id = await insertUser(db, 'teacher', 100 + i);
      creators.push({ cookie: await cookieOf(db, id), planId: await insertPlan(db, id, `SOAK-C${i}`) });
    }
    const payers = [];
    const start = Date.UTC(PAY_MONTH.year, PAY_MONTH.month - 1, 15, 10);
    for (let i = 0; i < PAYERS; i += 1) {
      const id = await insertUser(db, 'teacher', 200 + i);
      const planId = await insertPlan(db, id, `SOAK-P${i}`);
      const lessons = Array.from({ length: PAY_LESSONS }, (_, n) => ({
        study_plan_id: planId,
        teacher_id: id,
        type: 'activity' as const,
        lesson_title: `Paid lesson ${n}`,
        description: '',
        start_time: start + n * 60_000,
        lesson_length: 1,
        difficulty_level: 1,
        is_completed: 1 as const,
        completed_at: start + n * 60_000 + 3_600_000,
        paid: 0 as const,
        updated_at: start,
      }));
      await db.insertInto('activities').values(lessons).execute();
      payers.push(id);
    }
    const loadTeachers = [];
    for (let i = 0; i < LOAD_TEACHERS; i += 1) {
      const id = await insertUser(db, 'teacher', 300 + i);
      loadTeachers.push({ id, cookie: await cookieOf(db, id), planId: await insertPlan(db, id, `SOAK-L${i}`) });
    }
    return { adminCookie: await cookieOf(db, admin), creators, payers, loadTeachers };
  } finally {
    await handle.destroy();
  }
}

function startServer(target: Target): ChildProcess {
  return spawn(process.execPath, [path.join(SERVER_DIR, 'dist', 'index.js')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      STUDYDESK_DEMO: '0',
      // SOAK_SERVER_LOG=<file>: the server's request log, to see which call was slow
      LOG_LEVEL: process.env.SOAK_SERVER_LOG ? 'info' : 'warn',
      STATIC_ROOT: '',
    },
    stdio: ['ignore', process.env.SOAK_SERVER_LOG ? fs.openSync(process.env.SOAK_SERVER_LOG, 'a') : 'ignore', 'inherit'],
  });
}

async function waitHealthy(child: ChildProcess): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${BASE}/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error('the server did not answer /v1/health within 30 s');
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function post(method: string, url: string, cookie: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${BASE}${url}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : {} };
}

interface RoundResult {
  acknowledged: number;
  lost: number;
  halfPaid: number;
  wrongMark: number;
  serverErrors: number;
  marks: number;
}

async function crashRound(target: Target, school: School, round: number): Promise<RoundResult> {
  const child = startServer(target);
  await waitHealthy(child);
  const acked: number[] = [];
  let serverErrors = 0;
  let marks = 0;
  const lastAcked = new Map<number, boolean>();
  const lastSent = new Map<number, boolean>();

  const creator = async (w: number) => {
    const { cookie, planId } = school.creators[w % CREATORS];
    for (let n = 0; ; n += 1) {
      try {
        const res = await post('POST', '/v1/activity/create', cookie, {
          studyPlanId: planId,
          lessonTitle: `soak r${round} w${w} n${n}`,
          startTime: new Date(Date.now() - 3_600_000).toISOString(),
          lessonLength: 1,
        });
        if (res.status === 201) acked.push(Number((res.json.activity as { id: number }).id));
        else if (res.status >= 500) serverErrors += 1;
      } catch {
        return; // the server is gone
      }
    }
  };
  const payer = async (teacherId: number) => {
    for (let paid = lastAcked.get(teacherId) === true ? false : true; ; paid = !paid) {
      lastSent.set(teacherId, paid);
      try {
        const res = await post('POST', '/v1/teacherpayment/markpaid', school.adminCookie, { teacherId, ...PAY_MONTH, paid });
        if (res.status === 200) {
          lastAcked.set(teacherId, paid);
          marks += 1;
        } else if (res.status >= 500) serverErrors += 1;
      } catch {
        return;
      }
    }
  };

  const writers = [...Array.from({ length: 8 }, (_, w) => creator(w)), ...school.payers.map((id) => payer(id))];
  await sleep(300 + Math.random() * 1500);
  child.kill('SIGKILL');
  await Promise.all(writers);
  await exited(child);

  // the server is dead: read what the database kept
  const handle = target.open();
  try {
    const db = handle.db;
    let found = 0;
    for (let i = 0; i < acked.length; i += 500) {
      const chunk = acked.slice(i, i + 500);
      const rows = await db.selectFrom('activities').select('id').where('id', 'in', chunk).execute();
      found += rows.length;
    }
    let halfPaid = 0;
    let wrongMark = 0;
    for (const teacherId of school.payers) {
      const row = await db
        .selectFrom('activities')
        .select([sql<number>`sum(case when paid = 1 then 1 else 0 end)`.as('paid'), sql<number>`count(*)`.as('total')])
        .where('teacher_id', '=', teacherId)
        .executeTakeFirstOrThrow();
      const paid = Number(row.paid);
      if (paid !== 0 && paid !== Number(row.total)) halfPaid += 1;
      const state = paid === Number(row.total);
      // what was last acknowledged, or the next mark, which may have committed unanswered
      const allowed = new Set([lastAcked.get(teacherId) ?? false, lastSent.get(teacherId) ?? false]);
      if (!allowed.has(state)) wrongMark += 1;
    }
    if (target.databaseUrl === null) {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      if (check.rows[0]?.integrity_check !== 'ok') throw new Error(`SQLite integrity check: ${JSON.stringify(check.rows)}`);
    }
    return { acknowledged: acked.length, lost: acked.length - found, halfPaid, wrongMark, serverErrors, marks };
  } finally {
    await handle.destroy();
  }
}

interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  p50: number;
  p99: number;
  rps: number;
}

async function load(target: Target, school: School): Promise<LoadResult> {
  const child = startServer(target);
  await waitHealthy(child);
  const now = new Date();
  const month = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
  let nextTeacher = 0;
  type Context = { cookie?: string; planId?: number; teacherId?: number; activityId?: number; n?: number };
  const as = (context: Context, body: (c: Required<Context>) => object) => (req: autocannon.Request) => {
    if (!context.cookie) {
      const teacher = school.loadTeachers[nextTeacher++ % school.loadTeachers.length];
      Object.assign(context, { cookie: teacher.cookie, planId: teacher.planId, teacherId: teacher.id, n: 0, activityId: 0 });
    }
    return { ...req, headers: { ...req.headers, cookie: context.cookie as string }, body: JSON.stringify(body(context as Required<Context>)) };
  };
  // which call answered what, when something is not 2xx
  const unexpected = new Map<string, number>();
  const step = (method: string, url: string, body: (c: Required<Context>) => object, onResponse?: (status: number, text: string, context: Context) => void) => ({
    method: method as autocannon.Request['method'],
    path: url,
    setupRequest: (req: autocannon.Request, context: Context) => as(context, body)(req),
    onResponse: (status: number, text: string, context: Context) => {
      if (status < 200 || status > 299) unexpected.set(`${method} ${url} ${status}`, (unexpected.get(`${method} ${url} ${status}`) ?? 0) + 1);
      onResponse?.(status, text, context);
    },
  });
  try {
    const result = await autocannon({
      url: BASE,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      headers: { 'content-type': 'application/json' },
      requests: [
        step('POST', '/v1/studyplan/dashboard', () => ({})),
        step('POST', '/v1/studyplan/getactivitydata', (c) => ({ studyPlanId: c.planId })),
        step(
          'POST',
          '/v1/activity/create',
          (c) => ({ studyPlanId: c.planId, lessonTitle: `Lesson ${c.n}`, startTime: new Date(Date.now() - 7_200_000).toISOString(), lessonLength: 1 }),
          (status, text, context) => {
            if (status === 201) {
              context.activityId = (JSON.parse(text) as { activity: { id: number } }).activity.id;
              context.n = (context.n ?? 0) + 1;
            }
          },
        ),
        step('PATCH', '/v1/activity/update', (c) => ({ id: c.activityId, description: `Notes ${c.n}` })),
        step('POST', '/v1/activity/comments', (c) => ({ activityId: c.activityId, text: 'Went well' })),
        step('PATCH', '/v1/activity/complete', (c) => ({ id: c.activityId, isCompleted: true })),
        step('POST', '/v1/activity/teachingtimemonth', () => month),
        step('POST', '/v1/calendar/monthview', (c) => ({ scope: { kind: 'teacher', teacherId: c.teacherId }, ...month })),
      ],
    });
    for (const [call, count] of unexpected) console.log(`  ${call}: ${count}×`);
    return {
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
      timeouts: result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
    };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

async function main() {
  console.log(`Soak: ${ROUNDS} kill -9 rounds, then ${CONNECTIONS} connections for ${LOAD_SECONDS} s. ${machineLine()}`);
  let failed = false;
  for (const target of targets()) {
    try {
      const school = await seed(target);
      const totals: RoundResult = { acknowledged: 0, lost: 0, halfPaid: 0, wrongMark: 0, serverErrors: 0, marks: 0 };
      for (let round = 1; round <= ROUNDS; round += 1) {
        const result = await crashRound(target, school, round);
        for (const key of Object.keys(totals) as Array<keyof RoundResult>) totals[key] += result[key];
        console.log(
          `${target.label} round ${String(round).padStart(2)}: ${result.acknowledged} acknowledged activities, ${result.lost} lost; ` +
            `${result.marks} month marks, ${result.halfPaid} half-paid months, ${result.wrongMark} months unlike their last mark; ${result.serverErrors} 5xx`,
        );
      }
      const crashOk = totals.lost === 0 && totals.halfPaid === 0 && totals.wrongMark === 0 && totals.serverErrors === 0;
      console.log(
        `${target.label} kill -9 × ${ROUNDS}: ${totals.acknowledged} acknowledged activities, ${totals.lost} lost; ${totals.marks} month marks, ` +
          `${totals.halfPaid} half-paid teacher-months; ${totals.serverErrors} 5xx — ${crashOk ? 'OK' : 'FAILED'}`,
      );
      const figures = await load(target, school);
      const loadOk = figures.errors === 0 && figures.non2xx === 0 && figures.timeouts === 0;
      console.log(
        `${target.label} load, ${CONNECTIONS} connections × ${LOAD_SECONDS} s (teacher day): ${figures.requests} requests, ` +
          `${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
          `${figures.errors} errors, ${figures.non2xx} non-2xx, ${figures.timeouts} timeouts — ${loadOk ? 'OK' : 'FAILED'}`,
      );
      failed ||= !crashOk || !loadOk;
    } finally {
      await target.drop();
    }
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
