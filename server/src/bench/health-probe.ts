/**
 * `/v1/health` asked about every 100 ms while a load runs: on one kept-alive connection (a load
 * balancer's check) and on a new connection each time (a user arriving). A request
 * unanswered after 10 s counts as failed.
 */
import http from 'node:http';
import { percentile } from './bench-kit';

export interface HealthSeries {
  p50: number;
  p99: number;
  failed: number;
}

export interface HealthFigures {
  keptAlive: HealthSeries;
  fresh: HealthSeries;
}

const INTERVAL_MS = 100;
const TIMEOUT_MS = 10_000;

function ask(base: string, agent: http.Agent | false): Promise<number | null> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.get(`${base}/v1/health`, { agent, timeout: TIMEOUT_MS, headers: agent ? {} : { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? Number(process.hrtime.bigint() - started) / 1e6 : null));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

function series(times: Array<number | null>): HealthSeries {
  const ok = times.filter((t): t is number => t !== null).sort((a, b) => a - b);
  return { p50: ok.length ? percentile(ok, 50) : NaN, p99: ok.length ? percentile(ok, 99) : NaN, failed: times.length - ok.length };
}

/** Two loops, one request at a time each, one request per 100 ms at most, until stopped. */
export function probeHealth(base: string): { stop: () => Promise<HealthFigures> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  const loop = async (keepAlive: boolean) => {
    const times: Array<number | null> = [];
    while (running) {
      const started = Date.now();
      times.push(await ask(base, keepAlive ? agent : false));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, INTERVAL_MS - (Date.now() - started))));
    }
    return series(times);
  };
  const keptAlive = loop(true);
  const fresh = loop(false);
  return {
    stop: async () => {
      running = false;
      const figures = { keptAlive: await keptAlive, fresh: await fresh };
      agent.destroy();
      return figures;
    },
  };
}
