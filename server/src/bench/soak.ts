/**
 * `npm run soak`: what takes minutes, so it is a script rather than a test. On SQLite (a
 * temp folder) always, and on PostgreSQL too when DATABASE_URL is set (a throw-away
 * schema, dropped afterwards):
 *
 * 1. Crash rounds (SOAK_ROUNDS, default 20): the real server in a child process, eight
 *    writers creating activities and three admins marking teacher-months paid (closing
 *    their pay periods) over and over; `kill -9` at a random moment; then, with the server
 *    dead, every acknowledged write must be in the database and every teacher-month must be
 *    paid whole by one period or not at all, closed once acknowledged, and each period must
 *    have exactly one payslip mail job.
 * 2. Load (SOAK_SECONDS, default 60, SOAK_CONNECTIONS, default 100): a teacher's day
 *    (dashboard, plan, create, edit, comment, complete, teaching time, calendar) from
 *    100 connections; any error or non-2xx answer fails. Prints p50/p99.
 *
 * The server runs as `npm start` runs it: WORKERS processes (one per core by default),
 * all killed together. Requests go to 127.0.0.1 only (SOAK_PORT, default 18663). Exits 1
 * when a check fails. SOAK_SQLITE=0 soaks PostgreSQL alone.
 */
import { sql } from 'kysely';
import { answersText, machineLine } from './bench-kit';
import { startServerChild, type ServerChild } from './soak-server';
import { runSoaks, soakTargets, type SoakTarget as Target } from './soak-targets';
import { CREATORS, PAY_MONTH, seedSchool, type School } from './soak-school';
import { teacherDay, type LoadResult } from './teacher-day';

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 20);
const LOAD_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const PORT = Number(process.env.SOAK_PORT ?? 18663);
const BASE = `http://127.0.0.1:${PORT}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(target: Target): Promise<ServerChild> {
  // the soak checks that nothing is lost and nothing fails: shedding load (a deliberate
  // 503, measured by bench:load) would hide that, so it is off here
  return startServerChild({ port: PORT, dataDir: target.dataDirs[0], databaseUrl: target.databaseUrl, logFile: process.env.SOAK_SERVER_LOG, env: { SHED_LAG_MS: '0', SHED_POOL_WAIT_MS: '0' } });
}


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
  const server = await startServer(target);
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
  // marking a month paid closes its pay period (docs/product-rules.md#r-paid-2): the first mark
  // closes it with its payslip job, every later one is a 409 (closed already)
  const payer = async (teacherId: number) => {
    for (;;) {
      lastSent.set(teacherId, true);
      try {
        const res = await post('POST', '/v1/teacherpayment/markpaid', school.adminCookie, { teacherId, ...PAY_MONTH });
        if (res.status === 200 || res.status === 409) {
          lastAcked.set(teacherId, true);
          marks += 1;
        } else if (res.status >= 500) serverErrors += 1;
      } catch {
        return;
      }
    }
  };

  const writers = [...Array.from({ length: 8 }, (_, w) => creator(w)), ...school.payers.map((id) => payer(id))];
  await sleep(300 + Math.random() * 1500);
  server.kill('SIGKILL');
  await Promise.all(writers);
  await server.exited();

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
      const periods = await db.selectFrom('pay_periods').select('id').where('teacher_id', '=', teacherId).where('year', '=', PAY_MONTH.year).where('month', '=', PAY_MONTH.month).execute();
      // paid whole by one period, or not at all
      if ((paid !== 0 && paid !== Number(row.total)) || periods.length > 1 || (periods.length === 1) !== (paid > 0)) halfPaid += 1;
      // a period acknowledged is committed; each has its payslip mail job, written with it
      if (lastAcked.get(teacherId) && periods.length === 0) wrongMark += 1;
      for (const { id } of periods) {
        const jobs = await db.selectFrom('jobs').select('payload').where('name', '=', 'payslip-mail').execute();
        if (jobs.filter((job) => Number(JSON.parse(job.payload).periodId) === Number(id)).length !== 1) wrongMark += 1;
      }
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

async function load(target: Target, school: School): Promise<LoadResult> {
  const server = await startServer(target);
  try {
    const result = await teacherDay(BASE, school, CONNECTIONS, LOAD_SECONDS);
    for (const [call, count] of result.unexpected) console.log(`  ${call}: ${count}×`);
    return result;
  } finally {
    server.kill('SIGTERM');
    await server.exited();
  }
}

/** The crash rounds, then the load, on one target. */
async function soakOn(target: Target): Promise<boolean> {
  const school = await seedSchool(target.open, target.schema);
  const totals: RoundResult = { acknowledged: 0, lost: 0, halfPaid: 0, wrongMark: 0, serverErrors: 0, marks: 0 };
  for (let round = 1; round <= ROUNDS; round += 1) {
    const result = await crashRound(target, school, round);
    for (const key of Object.keys(totals) as Array<keyof RoundResult>) totals[key] += result[key];
    console.log(
      `${target.label} round ${String(round).padStart(2)}: ${result.acknowledged} acknowledged activities, ${result.lost} lost; ` +
        `${result.marks} month marks, ${result.halfPaid} half-paid months, ${result.wrongMark} months closed without their payslip job or not closed when acknowledged; ${result.serverErrors} 5xx`,
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
      `${answersText(figures)}, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
      `${figures.errors} errors, ${figures.non2xx} non-2xx, ${figures.timeouts} timeouts — ${loadOk ? 'OK' : 'FAILED'}`,
  );
  return crashOk && loadOk;
}

runSoaks(`Soak: ${ROUNDS} kill -9 rounds, then ${CONNECTIONS} connections for ${LOAD_SECONDS} s. ${machineLine()}`, () =>
  soakTargets({ name: 'soak', pgServers: 1, poolMax: 4 }).map((target) => ({ target, name: target.label, run: () => soakOn(target) })),
);
