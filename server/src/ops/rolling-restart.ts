/**
 * A rolling restart (docs/architecture.md#deploy-procedure): the instances behind a
 * balancer restarted one at a time, so the others always carry the load. Each is taken
 * out of the balancer's rotation first (and waited for until the balancer has nothing
 * under way there), then drained (SIGTERM), started again on the new build, waited for
 * until its readiness (`/ready` on HEALTH_PORT) answers 200, and put back before the next
 * one goes out. Taken out first, a draining instance is sent no request it might not
 * read: the balancer never needs to send a write again. `npm run deploy:rolling` (through
 * `serve:instances`) and `npm run bench:deploy` run it.
 */
import type { Balancer } from './nginx-balancer';

/** One instance as the restart sees it. */
export interface Restartable {
  name: string;
  /** host:port, as the balancer lists it */
  address: string;
  healthPort: number;
  /** sends SIGTERM; resolves once the process has exited, with its exit code */
  stop(): Promise<number | null>;
  /** starts it again on the same ports (the build on disk now) */
  start(): Promise<void>;
}

export interface RestartFigures {
  name: string;
  /** out of the balancer's rotation: from taking it out to having put it back */
  outMs: number;
  /** taking it out: until the balancer's requests under way there were answered */
  takeOutMs: number;
  /** SIGTERM to exit */
  drainMs: number;
  /** exit to ready */
  startMs: number;
  exitCode: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `GET /ready` on the health port answers 200. */
export async function waitReady(healthPort: number, host = '127.0.0.1', timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const status = await fetch(`http://${host}:${healthPort}/ready`).then((res) => res.status, () => 0);
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`the instance with health port ${healthPort} was not ready within ${timeoutMs / 1000} s`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Restarts each instance in turn; stops at the first that does not come back ready (left
 * out of the balancer, which sends its requests to the others).
 */
export async function rollingRestart(
  instances: readonly Restartable[],
  { balancer, log = console.log, readyTimeoutMs }: { balancer: Balancer; log?: (line: string) => void; readyTimeoutMs?: number },
): Promise<RestartFigures[]> {
  const figures: RestartFigures[] = [];
  for (const instance of instances) {
    const out = Date.now();
    const takenOut = await balancer.takeOut(instance.address);
    if (takenOut.oldWorkersLeft > 0) {
      log(`${instance.name}: ${takenOut.oldWorkersLeft} nginx workers of the previous configuration still finish requests after ${seconds(takenOut.waitedMs)}; the drain lets them`);
    }
    const stopping = Date.now();
    log(`${instance.name}: out of the balancer (${seconds(stopping - out)}); draining (SIGTERM)`);
    const exitCode = await instance.stop();
    const stopped = Date.now();
    if (exitCode !== 0) log(`${instance.name}: exited with ${exitCode} (cut short: a request was still under way after SHUTDOWN_TIMEOUT_MS)`);
    await instance.start();
    await waitReady(instance.healthPort, '127.0.0.1', readyTimeoutMs);
    const ready = Date.now();
    await balancer.putBack(instance.address);
    const back = Date.now();
    log(`${instance.name}: back in the balancer (drained in ${seconds(stopped - stopping)}, ready ${seconds(ready - stopped)} later; out of the rotation ${seconds(back - out)})`);
    figures.push({ name: instance.name, outMs: back - out, takeOutMs: stopping - out, drainMs: stopped - stopping, startMs: ready - stopped, exitCode });
  }
  return figures;
}
