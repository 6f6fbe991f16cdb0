import Fastify from 'fastify';
import { admission } from '../../src/plugins/admission';
import { loadShedding } from '../../src/plugins/load-shedding';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server of calls that each wait until the test lets them finish, over a real socket:
 * what admission waits for is the answer's 'close', which only a real connection sends
 * when its client goes away.
 */
async function gatedServer(options: { limit: number; shedAfterMs?: number }) {
  // the test's client may open a spare connection that never carries a request: close it too
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const started: string[] = [];
  const finish = new Map<string, (fail?: boolean) => void>();
  if (options.shedAfterMs) await app.register(loadShedding, { config: { shedLagMs: 0, shedPoolWaitMs: options.shedAfterMs } });
  await app.register(admission, { config: { maxActiveRequests: options.limit } });
  app.get('/v1/health', async () => ({ ok: true }));
  app.get<{ Params: { name: string } }>('/v1/call/:name', async (request) => {
    const { name } = request.params;
    started.push(name);
    const failed = await new Promise<boolean | undefined>((resolve) => finish.set(name, resolve));
    if (failed) throw new Error('the call failed');
    return { name };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const call = (name: string, signal?: AbortSignal) => fetch(`${base}/v1/call/${name}`, { signal });
  /** waits until the call has started, then lets it finish */
  const release = async (name: string, fail = false) => {
    while (!finish.has(name)) await sleep(5);
    finish.get(name)?.(fail);
  };
  return { app, base, started, call, release };
}

describe('admission: at most so many API calls at once, the others started in arrival order', () => {
  let server: Awaited<ReturnType<typeof gatedServer>>;
  afterEach(async () => server.app.close());

  it('starts the calls past the limit one by one as earlier ones finish, first come first served', async () => {
    server = await gatedServer({ limit: 2 });
    const answers: Promise<Response>[] = [];
    // sent one after another, so their arrival order is known
    for (const name of ['a', 'b', 'c', 'd']) {
      answers.push(server.call(name));
      await sleep(20);
    }
    await sleep(150);
    expect(server.started).toEqual(['a', 'b']);
    expect(server.app.admissionQueue?.waiting()).toBe(2);
    expect(server.app.admissionQueue?.active()).toBe(2);
    expect(server.app.admissionQueue?.oldestWaitMs()).toBeGreaterThanOrEqual(100);

    await server.release('b');
    await sleep(100);
    expect(server.started).toEqual(['a', 'b', 'c']);
    await server.release('a');
    await server.release('c');
    await server.release('d');
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).json() as Promise<{ name: string }>));
    expect(bodies.map((body) => body.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(server.app.admissionQueue?.active()).toBe(0);
    expect(server.app.admissionQueue?.oldestWaitMs()).toBe(0);
  });

  it('answers /v1/health while every place is taken', async () => {
    server = await gatedServer({ limit: 1 });
    const first = server.call('a');
    const second = server.call('b');
    await sleep(100);
    const health = await fetch(`${server.base}/v1/health`);
    expect(health.status).toBe(200);
    expect(server.started).toEqual(['a']);
    await server.release('a');
    await server.release('b');
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it('frees the place of a call that failed, and drops a waiting call whose client went away', async () => {
    server = await gatedServer({ limit: 1 });
    const failing = server.call('a');
    const leaving = new AbortController();
    const gone = server.call('b', leaving.signal).catch((err: Error) => err.name);
    const third = server.call('c');
    await sleep(100);
    leaving.abort();
    expect(await gone).toBe('AbortError');
    await sleep(50);
    expect(server.app.admissionQueue?.waiting()).toBe(1);

    await server.release('a', true);
    expect((await failing).status).toBe(500);
    await server.release('c');
    expect((await third).status).toBe(200);
    expect(server.started).toEqual(['a', 'c']);
    expect(server.app.admissionQueue?.active()).toBe(0);
  });

  it('answers 503 with Retry-After once the oldest waiting call has waited past the shedding threshold', async () => {
    server = await gatedServer({ limit: 1, shedAfterMs: 100 });
    const first = server.call('a');
    const waiting = server.call('b');
    await sleep(200);
    const busy = await server.call('c');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect((await fetch(`${server.base}/v1/health`)).status).toBe(200);
    await server.release('a');
    await server.release('b');
    // the calls admitted before the threshold are answered, not failed
    expect((await first).status).toBe(200);
    expect((await waiting).status).toBe(200);
  });
});
