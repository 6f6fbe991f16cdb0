/**
 * `/v1/health` asked about every 100 ms while a load runs: on one kept-alive connection (a load
 * balancer's check) and on a new connection each time (a user arriving). A request
 * unanswered after 10 s counts as failed.
 *
 * The probe runs in a thread of its own: the load generator keeps its event loop busy, and
 * a check timed on that loop would count the generator's own delay as the server's.
 */
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
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
function runProbe(base: string, stopped: Promise<void>): Promise<HealthFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  void stopped.then(() => (running = false));
  const loop = async (keepAlive: boolean) => {
    const times: Array<number | null> = [];
    while (running) {
      const started = Date.now();
      times.push(await ask(base, keepAlive ? agent : false));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, INTERVAL_MS - (Date.now() - started))));
    }
    return series(times);
  };
  return Promise.all([loop(true), loop(false)]).then(([keptAlive, fresh]) => {
    agent.destroy();
    return { keptAlive, fresh };
  });
}

const PROBE = 'studydesk-health-probe';

/** Starts the probe in its own thread; `stop` ends it and gives its figures. */
export function probeHealth(base: string): { stop: () => Promise<HealthFigures> } {
  const worker = new Worker(__filename, { workerData: { probe: PROBE, base } });
  const figures = new Promise<HealthFigures>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the health probe stopped (exit ${code}) before giving its figures`)));
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await figures;
      await worker.terminate();
      return result;
    },
  };
}

if (!isMainThread && (workerData as { probe?: string } | null)?.probe === PROBE) {
  const port = parentPort!;
  const stopped = new Promise<void>((resolve) => port.once('message', () => resolve()));
  void runProbe((workerData as { base: string }).base, stopped).then((result) => port.postMessage(result));
}
