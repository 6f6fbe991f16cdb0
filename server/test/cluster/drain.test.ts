/**
 * SIGTERM drains in the order docs/architecture.md#shutdown-order gives, through the real
 * primary and workers: not ready at once, `/v1/health` 503, a kept-alive connection closed
 * after its current request, the port closed after the grace, a request under way
 * finished, exit 0; a second SIGTERM or the timeout ends it at once with exit code 1.
 */
import http from 'node:http';
import { ask, sleep, startSmallCluster } from '../helpers/cluster-child';

const GRACE_MS = 500;

describe('a drain', () => {
  it('turns readiness off, finishes what is under way, closes the port after the grace and exits 0', async () => {
    const cluster = await startSmallCluster({ WORKERS: '2', DRAIN_GRACE_MS: String(GRACE_MS), SHUTDOWN_TIMEOUT_MS: '10000' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await ask(cluster.port, '/pid', { agent })).headers.connection).toBe('keep-alive');
      const underWay = ask(cluster.port, `/slow?ms=${GRACE_MS * 3}`);
      await sleep(50);
      const signalled = Date.now();
      cluster.child.kill('SIGTERM');
      await sleep(100);

      const ready = await ask(cluster.healthPort, '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual(expect.objectContaining({ draining: true }));
      // within the grace: still accepting, but the check says 503 and answers close their connection
      expect((await ask(cluster.port, '/v1/health')).status).toBe(503);
      const last = await ask(cluster.port, '/pid', { agent });
      expect(last.status).toBe(200);
      expect(last.headers.connection).toBe('close');

      await sleep(GRACE_MS + 300 - (Date.now() - signalled));
      await expect(ask(cluster.port, '/pid')).rejects.toThrow(/ECONNREFUSED/);
      expect((await underWay).status).toBe(200);
      expect(await cluster.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      cluster.child.kill('SIGKILL');
    }
  });

  it('ends at once with exit code 1 on a second SIGTERM', async () => {
    const cluster = await startSmallCluster({ WORKERS: '2', DRAIN_GRACE_MS: '100', SHUTDOWN_TIMEOUT_MS: '20000' });
    const underWay = ask(cluster.port, '/slow?ms=15000', { timeoutMs: 20_000 }).catch((error: Error) => error);
    await sleep(50);
    const signalled = Date.now();
    cluster.child.kill('SIGTERM');
    await sleep(300);
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(3_000);
    // the request under way was cut
    expect(String(await underWay)).toMatch(/socket hang up|ECONNRESET/);
  });

  it('ends with exit code 1 once SHUTDOWN_TIMEOUT_MS has passed', async () => {
    const cluster = await startSmallCluster({ WORKERS: '2', DRAIN_GRACE_MS: '100', SHUTDOWN_TIMEOUT_MS: '1000' });
    void ask(cluster.port, '/slow?ms=15000', { timeoutMs: 20_000 }).catch(() => null);
    await sleep(50);
    const signalled = Date.now();
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1_000);
    expect(took).toBeLessThan(4_000);
  });
});
