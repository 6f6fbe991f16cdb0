import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy, as a backlog of requests would. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

/**
 * A backlog: the loop busy in 300 ms turns for `ms`, letting timers run between them, so
 * every lag sample of the window is long (its mean is what is compared), as under real load.
 */
async function backlog(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    block(300);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('load shedding', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After while the event loop lags, and still answers /v1/health', async () => {
    app = await buildTestApp({ shedLagMs: 200 });
    await app.ready();
    await sleep(1100); // past the start-up samples
    expect((await app.inject({ method: 'GET', url: '/v1/sitesettings/timezone' })).statusCode).toBe(401);
    await backlog(1300); // two whole sampling windows of lag
    const busy = await app.inject({ method: 'GET', url: '/v1/sitesettings/timezone' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ message: expect.any(String) });
    expect((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    // once the loop is quiet again, requests are served (a busy machine may take a while)
    let status = 503;
    for (let i = 0; i < 50 && status === 503; i += 1) {
      await sleep(200);
      status = (await app.inject({ method: 'GET', url: '/v1/sitesettings/timezone' })).statusCode;
    }
    expect(status).toBe(401);
  });

  it('never sheds when turned off', async () => {
    app = await buildTestApp({ shedLagMs: 0 });
    await app.ready();
    await backlog(1300);
    expect((await app.inject({ method: 'GET', url: '/v1/sitesettings/timezone' })).statusCode).toBe(401);
  });
});
