/**
 * A rolling restart (docs/architecture.md#deploy-procedure): the instances behind a
 * balancer restarted one at a time, each drained (SIGTERM), started again on the new
 * build and waited for until its readiness (`/ready` on HEALTH_PORT) answers 200 before
 * the next one stops, so the others always carry the load. `npm run deploy:rolling`
 * (through `serve:instances`) and `npm run bench:deploy` run it.
 */

/** One instance as the restart sees it. */
export interface Restartable {
  name: string;
  healthPort: number;
  /** sends SIGTERM; resolves once the process has exited, with its exit code */
  stop(): Promise<number | null>;
  /** starts it again on the same ports (the build on disk now) */
  start(): Promise<void>;
}

export interface RestartFigures {
  name: string;
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

/** Restarts each instance in turn; stops at the first that does not come back ready. */
export async function rollingRestart(instances: readonly Restartable[], log: (line: string) => void = console.log): Promise<RestartFigures[]> {
  const figures: RestartFigures[] = [];
  for (const instance of instances) {
    const stopping = Date.now();
    log(`${instance.name}: draining (SIGTERM)`);
    const exitCode = await instance.stop();
    const stopped = Date.now();
    if (exitCode !== 0) log(`${instance.name}: exited with ${exitCode} (cut short: a request was still under way after SHUTDOWN_TIMEOUT_MS)`);
    await instance.start();
    await waitReady(instance.healthPort);
    const ready = Date.now();
    log(`${instance.name}: ready again (drained in ${((stopped - stopping) / 1000).toFixed(1)} s, ready ${((ready - stopped) / 1000).toFixed(1)} s later)`);
    figures.push({ name: instance.name, drainMs: stopped - stopping, startMs: ready - stopped, exitCode });
  }
  return figures;
}
