/**
 * `npm run bench:load`: a school's busiest hour. The built server (WORKERS processes; the
 * server's own default when unset) on a fresh school: 100 connections replay a teacher's day for
 * 10 s of warm-up (printed, not judged: a server just started still compiles its hot paths),
 * then for 60 s (the soak's driver), then the dashboard call alone; beside each, `/v1/health` is
 * asked every 100 ms on a kept-alive connection and on a new connection, as a load
 * balancer's check and a newly arriving user would. Prints 2xx answers per second with the
 * deliberate 503s apart, p50/p99, failures and timeouts beside the budgets. SQLite always; PostgreSQL too when
 * DATABASE_URL is set. Asserts nothing (the machine is shared: read the load average).
 *
 * BENCH_LOAD_SECONDS (60), BENCH_LOAD_WARMUP_SECONDS (10; 0 skips it), BENCH_LOAD_CONNECTIONS (100), BENCH_LOAD_DASHBOARD_SECONDS (20),
 * BENCH_LOAD_PORT (18662), WORKERS; BENCH_SERVER_ENTRY runs another build of the server
 * (to measure an older one beside this one); BENCH_LOAD_SQLITE=0 measures PostgreSQL alone
 * (before/after figures on one engine within the same few minutes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../config';
import { createDatabase } from '../db/connection';
import { answersOf, answersText, machineLine, postgresSettings, runMain, type Answers } from './bench-kit';
import { probeHealth, type HealthFigures } from './health-probe';
import { startServerChild } from './soak-server';
import { seedSchool, type School } from './soak-school';
import { teacherDay } from './teacher-day';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const DASHBOARD_SECONDS = Number(process.env.BENCH_LOAD_DASHBOARD_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 18662);
const BUDGET = { p99: 300, healthP99: 100 };

interface Figures extends Answers {
  /** every request per second, refusals included (beside the answers, never instead of them) */
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
}

function line(name: string, f: Figures, health: HealthFigures, judged = true): string {
  const ok = f.failed === 0 && f.p99 <= BUDGET.p99;
  const verdict = (met: boolean) => (judged ? (met ? 'met' : 'OVER') : '(not judged)');
  const healthOk = health.keptAlive.p99 <= BUDGET.healthP99 && health.fresh.p99 <= BUDGET.healthP99 && health.keptAlive.failed + health.fresh.failed === 0;
  return (
    `  ${name.padEnd(16)} ${answersText(f)} (${f.rps.toFixed(0)} req/s in all)  p50 ${String(f.p50).padStart(5)} ms  p99 ${String(f.p99).padStart(5)} ms  ` +
    `${f.timeouts} timeouts  ${verdict(ok)}\n` +
    `  ${''.padEnd(16)} /v1/health beside it: kept-alive p50 ${health.keptAlive.p50.toFixed(1)} p99 ${health.keptAlive.p99.toFixed(1)} ms, ` +
    `new connection p50 ${health.fresh.p50.toFixed(1)} p99 ${health.fresh.p99.toFixed(1)} ms, ${health.keptAlive.failed + health.fresh.failed} failed  ${verdict(healthOk)}`
  );
}

async function dashboardAlone(base: string, school: School): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: `${base}/v1/studyplan/dashboard`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DASHBOARD_SECONDS,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    requests: [
      {
        setupRequest: (req: autocannon.Request, context: { cookie?: string }) => {
          context.cookie ??= school.loadTeachers[next++ % school.loadTeachers.length].cookie;
          return { ...req, headers: { ...req.headers, cookie: context.cookie } };
        },
      },
    ],
  });
  return { rps: result.requests.total / DASHBOARD_SECONDS, p50: result.latency.p50, p99: result.latency.p99, timeouts: result.timeouts, ...answersOf(result, DASHBOARD_SECONDS) };
}

/** A teacher's day from every connection for `seconds`, with /v1/health asked beside it. */
async function dayLine(base: string, school: School, seconds: number, name: string, judged = true): Promise<string> {
  const health = probeHealth(base);
  const day = await teacherDay(base, school, CONNECTIONS, seconds);
  const calls = [...day.unexpected].map(([call, count]) => `    ${call}: ${count}×\n`).join('');
  // both rates over the same span: autocannon's own mean of per-second samples counts a
  // partial last second too, which on the 10-s warm-up read 10% under the total's rate
  return calls + line(`${name} ${seconds} s`, { ...day, rps: day.requests / seconds }, await health.stop(), judged);
}

async function benchEngine(label: string, url: string | null): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-load-'));
  const schema = url ? `load_${process.pid}` : undefined;
  const databaseUrl = url && schema ? `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` : null;
  const open = () => createDatabase({ databaseUrl: url, dataDir, poolConfig: schema ? { max: 4, options: `-c search_path=${schema}` } : undefined });
  try {
    const school = await seedSchool(open, schema);
    const server = await startServerChild({ port: PORT, dataDir, databaseUrl, entry: process.env.BENCH_SERVER_ENTRY, logFile: process.env.BENCH_SERVER_LOG });
    try {
      console.log(`\n${label}: WORKERS=${process.env.WORKERS ?? `${loadConfig({ ...process.env, DATABASE_URL: databaseUrl ?? '' }).workers} (the default)`}, ${CONNECTIONS} connections. ${machineLine()}`);
      if (databaseUrl) console.log(`  PostgreSQL settings: ${await postgresSettings(databaseUrl)}`);
      if (WARMUP_SECONDS > 0) console.log(await dayLine(server.base, school, WARMUP_SECONDS, 'warm-up', false));
      console.log(await dayLine(server.base, school, SECONDS, 'teacher day'));
      const dashHealth = probeHealth(server.base);
      const dash = await dashboardAlone(server.base, school);
      console.log(line(`dashboard ${DASHBOARD_SECONDS} s`, dash, await dashHealth.stop()));
      console.log(`  budgets: 0 timeouts, 0 errors but deliberate 503s, p99 ≤ ${BUDGET.p99} ms, /v1/health p99 ≤ ${BUDGET.healthP99} ms. ${machineLine()}`);
    } finally {
      server.kill('SIGTERM');
      await server.exited();
    }
  } finally {
    if (schema) {
      const admin = createDatabase({ databaseUrl: url, dataDir });
      await admin.pool?.query(`drop schema if exists ${schema} cascade`);
      await admin.destroy();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(async () => {
  if (process.env.BENCH_LOAD_SQLITE !== '0') await benchEngine('SQLite', null);
  else if (!process.env.DATABASE_URL) throw new Error('BENCH_LOAD_SQLITE=0 without DATABASE_URL leaves nothing to measure');
  if (process.env.DATABASE_URL) await benchEngine('PostgreSQL', process.env.DATABASE_URL);
  else console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too)');
});
