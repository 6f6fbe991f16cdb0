/**
 * A worker whose event loop is blocked longer than WORKER_STALL_MS: node:cluster stops
 * handing it connections, the primary replaces it (a new worker forked, the stuck one
 * killed) and logs it, readiness shows one worker alive meanwhile, and requests keep being
 * answered by the other worker (docs/architecture.md#process-model).
 */
import { isReady } from '../../src/cluster/health-port';
import { ask, sleep, startSmallCluster, type SmallCluster } from '../helpers/cluster-child';

const STALL_MS = 1_000;

describe('readiness', () => {
  it('is true while at least half the workers are alive and the server does not drain', () => {
    expect(isReady(2, 2, false)).toBe(true);
    expect(isReady(1, 2, false)).toBe(true);
    expect(isReady(1, 3, false)).toBe(false);
    expect(isReady(2, 3, false)).toBe(true);
    expect(isReady(1, 4, false)).toBe(false);
    expect(isReady(0, 1, false)).toBe(false);
    expect(isReady(2, 2, true)).toBe(false);
  });
});

describe('a stalled worker', () => {
  let cluster: SmallCluster;
  beforeAll(async () => {
    cluster = await startSmallCluster({ WORKERS: '2', WORKER_STALL_MS: String(STALL_MS) });
  });
  afterAll(async () => {
    cluster.child.kill('SIGKILL');
    await cluster.exited;
  });

  it('is replaced while the other worker keeps answering, and readiness shows it', async () => {
    const pidOf = async () => (await ask(cluster.port, '/pid')).body.pid as number;
    const before = new Set<number>();
    for (let i = 0; i < 10 && before.size < 2; i += 1) before.add(await pidOf());
    expect(before.size).toBe(2);

    // the blocked request itself is lost with its worker
    const blocked = ask(cluster.port, `/block?ms=${STALL_MS * 6}`, { timeoutMs: STALL_MS * 10 }).then(
      () => null,
      () => null,
    );
    await sleep(100);
    const answeredBy: number[] = [];
    const readiness: Array<Record<string, unknown>> = [];
    let failed = 0;
    const until = Date.now() + STALL_MS * 4;
    // each on its own: a request the stuck worker holds must not slow the readiness checks
    const requests = (async () => {
      while (Date.now() < until) {
        const answer = await ask(cluster.port, '/pid', { timeoutMs: STALL_MS * 2 }).catch(() => null);
        if (answer?.status === 200) answeredBy.push(answer.body.pid as number);
        else failed += 1;
        await sleep(50);
      }
    })();
    while (Date.now() < until) {
      const ready = await ask(cluster.healthPort, '/ready');
      readiness.push({ ...ready.body, code: ready.status });
      await sleep(20);
    }
    await requests;
    // the worker that stalled answers nothing after it
    const stuck = [...before].find((pid) => !answeredBy.slice(-5).includes(pid));
    expect(stuck).toBeDefined();
    // at most the one connection node:cluster handed the worker as it stalled goes unanswered
    expect(failed).toBeLessThanOrEqual(1);
    expect(answeredBy.length).toBeGreaterThan(10);
    // the primary saw one worker alive of two (still ready: half of them), then two again
    expect(readiness).toContainEqual(expect.objectContaining({ code: 200, alive: 1, workers: 2 }));
    // the new worker counts once it listens (a busy machine starts it slowly)
    const until2 = Date.now() + 20_000;
    let last = await ask(cluster.healthPort, '/ready');
    while (last.body.alive !== 2 && Date.now() < until2) {
      await sleep(50);
      last = await ask(cluster.healthPort, '/ready');
    }
    expect(last).toEqual(expect.objectContaining({ status: 200, body: expect.objectContaining({ alive: 2 }) }));
    // a new worker answers beside the one that kept going, and the stuck one is gone
    const after = new Set<number>();
    for (let i = 0; i < 10 && after.size < 2; i += 1) after.add(await pidOf());
    expect(after.has(stuck as number)).toBe(false);
    expect([...after].filter((pid) => !before.has(pid))).toHaveLength(1);
    expect(() => process.kill(stuck as number, 0)).toThrow();
    expect(cluster.log.some((line) => line.includes('a worker stalled') && line.includes(`"pid":${stuck}`))).toBe(true);
    await blocked;
  });
});
