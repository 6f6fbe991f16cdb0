/**
 * `npm run bench:deploy`: a deploy on a school day. 3 instances of the built server
 * (WORKERS=1 each, as `serve:instances` runs them) on one PostgreSQL (DATABASE_URL; a
 * schema of its own, dropped after) behind nginx (deploy/nginx.conf); 50 connections
 * replay a teacher's day (the load bench's driver) for 60 s, and from the 10th second on
 * the instances are restarted one after another as `npm run deploy:rolling` does
 * (ops/rolling-restart.ts: each taken out of nginx, drained, started, ready, put back).
 * Prints what the clients saw fail (connection errors, timeouts, any answer outside 2xx:
 * budget 0; a 503 of shed load that reaches them is counted apart, as in bench:load). The
 * clients are browsers: a request whose kept-alive connection nginx closed or reset as it
 * arrived (an old nginx worker ends its idle connections at a reload) is sent again on a new
 * connection, as Chromium does (e2e/specs/browser-resend.spec.ts), and fails only if that
 * resend does; how many there were is printed beside. p99
 * of the answers during the restarts beside p99 of the others, and how long each instance
 * was out of nginx's rotation. Exits non-zero when a client saw a failure or an instance
 * did not come back.
 *
 * BENCH_DEPLOY_SECONDS (60), BENCH_DEPLOY_CONNECTIONS (50), BENCH_DEPLOY_PORT (18760: nginx;
 * the instances on the next ports, their HEALTH_PORT 100 above).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../db/connection';
import { NginxBalancer, type Balancer } from '../ops/nginx-balancer';
import { rollingRestart, waitReady, type Restartable, type RestartFigures } from '../ops/rolling-restart';
import { machineLine, percentile, runMain } from './bench-kit';
import { startServerChild, type ServerChild } from './soak-server';
import { seedSchool } from './soak-school';
import { teacherDay } from './teacher-day';

const SECONDS = Number(process.env.BENCH_DEPLOY_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_DEPLOY_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_DEPLOY_PORT ?? 18760);
const INSTANCES = 3;
const RESTART_AFTER_MS = 10_000;

/** An instance of the built server that a rolling restart can stop and start again. */
function benchInstance(i: number, dataDir: string, databaseUrl: string): Restartable & { server: ServerChild | null } {
  const port = PORT + i;
  const self: Restartable & { server: ServerChild | null } = {
    name: `instance ${i} (port ${port})`,
    address: `127.0.0.1:${port}`,
    healthPort: port + 100,
    server: null,
    async start() {
      self.server = await startServerChild({ port, dataDir, databaseUrl, env: { WORKERS: '1', HEALTH_PORT: String(port + 100), TRUST_PROXY: '127.0.0.1' } });
    },
    async stop() {
      const server = self.server as ServerChild;
      self.server = null;
      server.kill('SIGTERM');
      await server.exited();
      return server.child.exitCode;
    },
  };
  return self;
}

/** Answer times (ms), split by whether the answer came while an instance was being restarted. */
class Split {
  during: number[] = [];
  outside: number[] = [];
  window: { from: number; to: number } | null = null;
  add(ms: number): void {
    const now = Date.now();
    const inWindow = this.window !== null && now >= this.window.from && now <= this.window.to;
    (inWindow ? this.during : this.outside).push(ms);
  }
}

/** The balancer, noting when each of its reloads began. */
function noting(balancer: Balancer, reloads: number[]): Balancer {
  return {
    takeOut: (address) => (reloads.push(Date.now()), balancer.takeOut(address)),
    putBack: (address) => (reloads.push(Date.now()), balancer.putBack(address)),
  };
}

/** `3 ms, 12 ms, …`: how long after the latest reload each lost request was noticed. */
function sinceReload(lostAt: number[], reloads: number[]): string {
  return lostAt
    .map((at) => {
      const reload = reloads.filter((r) => r <= at).at(-1);
      return reload === undefined ? 'before any reload' : `${at - reload} ms`;
    })
    .join(', ');
}

const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const p99 = (times: number[]) => (times.length ? Math.round(percentile([...times].sort((a, b) => a - b), 99)) : NaN);

runMain(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('bench:deploy runs on PostgreSQL: set DATABASE_URL (a database of your own)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-deploy-'));
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-deploy-nginx-'));
  const schema = `deploy_${process.pid}`;
  const databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const open = () => createDatabase({ databaseUrl: url, dataDir, poolConfig: { max: 4, options: `-c search_path=${schema}` } });
  const instances = Array.from({ length: INSTANCES }, (_, k) => benchInstance(k + 1, dataDir, databaseUrl));
  let balancer: NginxBalancer | null = null;
  try {
    const school = await seedSchool(open, schema);
    // one after the other: the first migrates
    for (const instance of instances) {
      await instance.start();
      await waitReady(instance.healthPort);
    }
    const base = `http://127.0.0.1:${PORT}`;
    balancer = await NginxBalancer.start({ prefix, listen: `127.0.0.1:${PORT}`, upstreams: instances.map((i) => i.address), answering: `${base}/v1/health` });
    console.log(`${INSTANCES} instances (WORKERS=1) behind nginx on PostgreSQL, ${CONNECTIONS} connections replaying a teacher's day for ${SECONDS} s; each instance restarted in turn from the ${RESTART_AFTER_MS / 1000}th second. ${machineLine()}`);

    const split = new Split();
    let refused = 0;
    const day = teacherDay(base, school, CONNECTIONS, SECONDS, { answer: (_status, ms) => split.add(ms), failed: () => (refused += 1) }, { resendLost: true });
    await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
    split.window = { from: Date.now(), to: Number.POSITIVE_INFINITY };
    let restarts: RestartFigures[] = [];
    const reloads: number[] = [];
    try {
      restarts = await rollingRestart(instances, { balancer: noting(balancer, reloads), log: (line) => console.log(`  ${line}`) });
    } finally {
      split.window.to = Date.now();
    }
    const result = await day;
    const restartSeconds = (split.window.to - split.window.from) / 1000;
    if (split.window.to > split.window.from + SECONDS * 1000 - RESTART_AFTER_MS) console.log('  (the restarts outlasted the load: raise BENCH_DEPLOY_SECONDS)');

    // a 503 that reached a client is a shed request (docs/architecture.md#under-pressure:
    // never handled, and the browser sends it again); counted apart, as bench:load does
    const shed = [...result.unexpected].filter(([call]) => call.endsWith(' 503')).reduce((sum, [, n]) => sum + n, 0);
    // a request written on a kept-alive connection nginx ended (or reset) before answering
    // it: the browser sent it again on a new connection; it failed only if that resend did
    const { lost, reset, resentAnswered, resentFailed, afterClose } = result.unanswered;
    // autocannon's errors include its timeouts and the resets
    const connectionErrors = result.errors - result.timeouts - reset;
    const notAnsweredAgain = lost + reset - resentAnswered;
    const failed = connectionErrors + result.timeouts + result.non2xx - shed + notAnsweredAgain;
    const calls = [...result.unexpected].map(([call, count]) => `    ${call}: ${count}×\n`).join('');
    console.log(
      `${calls}  requests ${result.requests} (${(result.requests / SECONDS).toFixed(0)} req/s); failed as the clients saw them: ${failed} ` +
        `(${connectionErrors} connection errors, ${result.timeouts} timeouts, ${result.non2xx - shed} other answers outside 2xx, ${notAnsweredAgain} cut off and not answered when sent again${resentFailed.length ? ` [${resentFailed.join(', ')}]` : ''})  ` +
        `budget 0: ${failed === 0 ? 'met' : 'OVER'}; ` +
        `kept-alive connections nginx closed (${lost}) or reset (${reset}) as their request arrived, each request sent again on a new connection as a browser does: ${resentAnswered} answered 2xx; ` +
        `deliberate 503s of shed load: ${shed}; ` +
        `requests the driver wrote on a connection an answer had closed (Connection: close; a browser opens a new one): ${afterClose}\n` +
        `  p99 during the restarts (${restartSeconds.toFixed(1)} s, ${split.during.length} answers): ${p99(split.during)} ms; ` +
        `p99 without (${split.outside.length} answers): ${p99(split.outside)} ms; overall p50 ${result.p50} ms, p99 ${result.p99} ms\n` +
        `  restarts: ${restarts.map((r) => `${r.name} out of the rotation ${sec(r.outMs)} (taken out in ${sec(r.takeOutMs)}, drained in ${sec(r.drainMs)} (exit ${r.exitCode}), ready ${sec(r.startMs)} later)`).join('; ')}. ${machineLine()}`,
    );
    if (lost + reset > 0) {
      const cutAt = [...result.unanswered.lostAt, ...result.unanswered.resetAt].sort((a, b) => a - b);
      console.log(`  the connections closed or reset as their request arrived, after the latest nginx reload: ${sinceReload(cutAt, reloads)}`);
    }
    if (refused !== result.errors) console.log(`  (${refused} request errors heard as they happened)`);
    if (failed > 0 || restarts.length !== INSTANCES || restarts.some((r) => r.exitCode !== 0)) process.exitCode = 1;
  } finally {
    balancer?.stop();
    for (const instance of instances) {
      if (!instance.server) continue;
      instance.server.kill('SIGKILL');
      await instance.server.exited();
    }
    const admin = createDatabase({ databaseUrl: url, dataDir });
    await admin.pool?.query(`drop schema if exists ${schema} cascade`);
    await admin.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(prefix, { recursive: true, force: true });
  }
});
