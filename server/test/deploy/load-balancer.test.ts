/**
 * Two instances on one PostgreSQL behind nginx (deploy/nginx.conf), as several machines
 * would run them: whichever instance a request reaches, it sees the same sessions, rate
 * limits, settings and jobs; a rolling restart takes one out of nginx's rotation and puts
 * it back (ops/nginx-balancer.ts). Runs when TEST_DATABASE_URL is set and nginx is
 * installed.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { maxActiveRequestsFor, pgPoolSizeFor } from '../../src/config';
import { NginxBalancer } from '../../src/ops/nginx-balancer';
import { findNginx } from '../../src/ops/nginx-config';
import { createSharedTestDatabases, insertUser, testConfig } from '../helpers/app';
import { SESSION_CACHE_MS } from '../../src/sessions';
import { PASSWORD, sessionFor, userWithPassword } from '../helpers/session';
import { freePort } from '../helpers/cluster-child';

const enabled = Boolean(process.env.TEST_DATABASE_URL && findNginx());
const describeIf = enabled ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeIf('two instances behind the load balancer', () => {
  const instances: Array<{ app: FastifyInstance; url: string; served: number }> = [];
  let lb = '';
  let balancer: NginxBalancer | undefined;
  let prefix = '';
  /** when an instance sent its answer to the last slow request */
  let slowAnsweredAt = 0;

  beforeAll(async () => {
    const lbPort = await freePort();
    lb = `http://127.0.0.1:${lbPort}`;
    const databases = await createSharedTestDatabases(2);
    // one after the other: the first migrates the shared schema
    for (const database of databases) {
      // as a deployment runs: caches, jobs, and calls admitted a few at a time (loadConfig's defaults on PostgreSQL)
      const config = testConfig({
        publicUrl: lb, trustProxy: '127.0.0.1', cacheSettings: true, cacheSessions: true, pollJobs: true,
        maxActiveRequests: maxActiveRequestsFor(true, pgPoolSizeFor(2)),
      });
      const app = await buildApp({ config, logger: false, database });
      const instance = { app, url: '', served: 0 };
      app.addHook('onRequest', async (request) => {
        instance.served += 1;
        // a request still under way when its instance is taken out of the balancer
        const delay = Number(request.headers['x-test-delay'] ?? 0);
        if (delay > 0) await sleep(delay);
      });
      app.addHook('onResponse', async (request) => {
        if (request.headers['x-test-delay']) slowAnsweredAt = Date.now();
      });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      instance.url = address;
      instances.push(instance);
    }
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-lb-'));
    const upstreams = instances.map((i) => new URL(i.url).host);
    balancer = await NginxBalancer.start({ prefix, listen: `127.0.0.1:${lbPort}`, upstreams, answering: `${lb}/v1/health` });
  });

  afterAll(async () => {
    balancer?.stop();
    for (const { app } of instances) await app.close();
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  });

  const post = (base: string, url: string, body: object, cookie = '') =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: lb, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const get = (base: string, url: string, cookie: string) => fetch(`${base}${url}`, { headers: { cookie } });
  const counts = () => instances.map((i) => i.served);

  it('keeps a sign-in made through one instance valid on the other, with no sticky sessions', async () => {
    const user = await userWithPassword(instances[0].app, { profile: 'teacher' });
    const signedIn = await post(instances[0].url, '/v1/auth/login', { email: user.email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await get(instances[1].url, '/v1/sitesettings/timezone', cookie)).status).toBe(200);
    const before = counts();
    for (let i = 0; i < 6; i += 1) expect((await get(lb, '/v1/sitesettings/timezone', cookie)).status).toBe(200);
    // the balancer spread them: each instance answered some
    expect(counts().every((n, i) => n > before[i])).toBe(true);
  });

  it('refuses a session ended through one instance on the other before its cached copy would expire', async () => {
    const user = await userWithPassword(instances[0].app, { profile: 'teacher' });
    const signedIn = await post(instances[0].url, '/v1/auth/login', { email: user.email, password: PASSWORD });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
    // the second instance now holds the session in memory for SESSION_CACHE_MS
    expect((await get(instances[1].url, '/v1/sitesettings/timezone', cookie)).status).toBe(200);
    const held = Date.now();
    expect((await get(instances[0].url, '/v1/auth/logout', cookie)).status).toBeLessThan(400);
    let status = (await get(instances[1].url, '/v1/sitesettings/timezone', cookie)).status;
    while (status === 200 && Date.now() - held < SESSION_CACHE_MS) {
      await sleep(20);
      status = (await get(instances[1].url, '/v1/sitesettings/timezone', cookie)).status;
    }
    expect(status).toBe(401);
    // told, not timed out: well inside the second the copy would have lived
    expect(Date.now() - held).toBeLessThan(SESSION_CACHE_MS * 0.8);
  });

  it('counts sign-in failures across both instances', async () => {
    const user = await userWithPassword(instances[0].app, { profile: 'teacher' });
    const before = counts();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(lb, '/v1/auth/login', { email: user.email, password: 'wrong password' })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(counts().every((n, i) => n > before[i])).toBe(true);
  });

  it('shows a time zone changed through one instance through the other within a second', async () => {
    const admin = await insertUser(instances[0].app.db, { profile: 'admin' });
    const cookie = await sessionFor(instances[0].app, admin);
    const read = async () => ((await (await get(instances[1].url, '/v1/sitesettings/timezone', cookie)).json()) as { timeZone: string }).timeZone;
    expect(await read()).toBe('UTC'); // the second instance now holds it in memory
    const saved = await post(instances[0].url, '/v1/sitesettings/timezone', { timeZone: 'Europe/Madrid', retentionManagerEmail: '' }, cookie);
    expect(saved.status).toBe(200);
    const changed = Date.now();
    let seen = await read();
    while (seen !== 'Europe/Madrid' && Date.now() - changed < 1000) {
      await sleep(20);
      seen = await read();
    }
    expect(seen).toBe('Europe/Madrid');
  });

  it('runs each queued job once, on whichever instance takes it', async () => {
    const ran: Array<{ instance: number; n: number }> = [];
    instances.forEach(({ app }, instance) => app.jobs.handle('lb-test', async (payload) => void ran.push({ instance, n: (payload as { n: number }).n })));
    for (let n = 0; n < 6; n += 1) await instances[n % 2].app.jobs.enqueue('lb-test', { n });
    // both instances look for due jobs, every second and now
    await Promise.all([...instances, ...instances].map(({ app }) => app.jobs.runDue()));
    const until = Date.now() + 5000;
    while (ran.length < 6 && Date.now() < until) await sleep(50);
    await sleep(1200); // one more round of polling: nothing runs twice
    expect(ran.map((r) => r.n).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  const signedInCookie = async () => {
    const user = await userWithPassword(instances[0].app, { profile: 'teacher' });
    const signedIn = await post(instances[0].url, '/v1/auth/login', { email: user.email, password: PASSWORD });
    return (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
  };
  const hostOf = (instance: { url: string }) => new URL(instance.url).host;
  /**
   * GET through nginx on a connection of its own: a reload closes the client connections
   * its old workers held, and a kept-alive one reused the moment after (before this
   * process has read nginx's close) would fail for that reason, not for the one tested
   * here (docs/architecture.md#deploy-procedure).
   */
  const getFresh = (url: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      http.get(`${lb}${url}`, { agent: false, headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });

  it('sends an instance taken out of the balancer no request, and requests again once it is put back', async () => {
    const cookie = await signedInCookie();
    const [out] = instances;
    await (balancer as NginxBalancer).takeOut(hostOf(out));
    try {
      const before = counts();
      for (let i = 0; i < 8; i += 1) expect(await getFresh('/v1/sitesettings/timezone', { cookie })).toBe(200);
      expect(counts()).toEqual([before[0], before[1] + 8]);
    } finally {
      await (balancer as NginxBalancer).putBack(hostOf(out));
    }
    const back = counts();
    for (let i = 0; i < 8; i += 1) expect(await getFresh('/v1/sitesettings/timezone', { cookie })).toBe(200);
    expect(counts()[0]).toBeGreaterThan(back[0]);
    expect(counts()[1]).toBeGreaterThan(back[1]);
  });

  it('takes an instance out only once the requests nginx had sent it are answered', async () => {
    const cookie = await signedInCookie();
    const before = counts();
    slowAnsweredAt = 0;
    const slow = getFresh('/v1/sitesettings/timezone', { cookie, 'x-test-delay': '1500' });
    while (counts().every((n, i) => n === before[i])) await sleep(10);
    const busy = instances[counts().findIndex((n, i) => n > before[i])];
    const outcome = await (balancer as NginxBalancer).takeOut(hostOf(busy));
    const outAt = Date.now();
    try {
      // the instance had answered before nginx's old worker let go (the client may read it a moment later)
      expect(slowAnsweredAt).toBeGreaterThan(0);
      expect(slowAnsweredAt).toBeLessThanOrEqual(outAt);
      expect(outcome).toMatchObject({ watched: true, oldWorkersLeft: 0 });
      expect(outcome.waitedMs).toBeGreaterThan(500);
      expect(await slow).toBe(200);
    } finally {
      await (balancer as NginxBalancer).putBack(hostOf(busy));
    }
  });
});

if (!enabled) {
  it.skip('needs TEST_DATABASE_URL and nginx', () => undefined);
}
