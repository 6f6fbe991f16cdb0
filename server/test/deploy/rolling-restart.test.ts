/**
 * The order of a rolling restart (docs/architecture.md#deploy-procedure), per instance:
 * out of the balancer, drain, start, ready, back in; the next instance only after that.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Balancer } from '../../src/ops/nginx-balancer';
import { rollingRestart, type Restartable } from '../../src/ops/rolling-restart';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rollingRestart', () => {
  const events: string[] = [];
  /** each instance's readiness: 503 until its start() has run, 200 after */
  const ready = new Map<number, boolean>();
  const servers: http.Server[] = [];

  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  async function instance(name: string): Promise<Restartable> {
    const server = http.createServer((req, res) => {
      const port = (server.address() as AddressInfo).port;
      res.statusCode = req.url === '/ready' && ready.get(port) ? 200 : 503;
      res.end();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const healthPort = (server.address() as AddressInfo).port;
    ready.set(healthPort, true);
    return {
      name,
      address: `127.0.0.1:${healthPort - 100}`,
      healthPort,
      async stop() {
        events.push(`stop ${name}`);
        ready.set(healthPort, false);
        return 0;
      },
      async start() {
        events.push(`start ${name}`);
        // ready a little later, as a real start is
        setTimeout(() => {
          events.push(`ready ${name}`);
          ready.set(healthPort, true);
        }, 150);
      },
    };
  }

  const balancer: Balancer = {
    async takeOut(address) {
      await sleep(20);
      events.push(`out ${address}`);
      return { waitedMs: 20, oldWorkersLeft: 0, watched: true };
    },
    async putBack(address) {
      events.push(`in ${address}`);
      return { waitedMs: 0, oldWorkersLeft: 0, watched: true };
    },
  };

  it('takes each instance out of the balancer before draining it and puts it back once ready, one at a time', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const figures = await rollingRestart([a, b], { balancer, log: () => undefined });
    expect(events).toEqual([
      `out ${a.address}`, 'stop a', 'start a', 'ready a', `in ${a.address}`,
      `out ${b.address}`, 'stop b', 'start b', 'ready b', `in ${b.address}`,
    ]);
    expect(figures.map((f) => f.name)).toEqual(['a', 'b']);
    for (const f of figures) {
      expect(f.takeOutMs).toBeGreaterThanOrEqual(15);
      expect(f.outMs).toBeGreaterThanOrEqual(f.takeOutMs + f.drainMs + f.startMs);
    }
  });

  it('leaves an instance that does not come back out of the balancer and stops there', async () => {
    events.length = 0;
    const a = await instance('a');
    const b = await instance('b');
    a.start = async () => void events.push('start a (never ready)');
    await expect(rollingRestart([a, b], { balancer, log: () => undefined, readyTimeoutMs: 500 })).rejects.toThrow(/not ready/);
    expect(events).toEqual([`out ${a.address}`, 'stop a', 'start a (never ready)']);
  });
});
