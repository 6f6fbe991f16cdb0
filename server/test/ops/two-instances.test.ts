/**
 * Two server instances on one PostgreSQL database, behind a round-robin proxy, as a
 * scaled deployment runs them: a session made on one is valid on the other, sign-in
 * limits are counted once for both, and two edits of one activity through different
 * instances do not overwrite each other. PostgreSQL only (SQLite in memory cannot be
 * shared between two processes' pools).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_CHANGED_MESSAGE } from '@studydesk/shared/contracts';
import { buildApp } from '../../src/app';
import { AUTH_RATE_RULES } from '../../src/modules/auth/rules';
import { createSharedTestDatabases, insertActivity, insertStudyPlan, testConfig } from '../helpers/app';
import { PASSWORD, userWithPassword } from '../helpers/session';

jest.setTimeout(120000);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Answer {
  status: number;
  body: { message?: string; [key: string]: unknown };
  servedBy: string;
  cookie: string | null;
}

/** A proxy in front of `targets` sending each new request to the next one in turn. */
function roundRobinProxy(targets: number[]): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    const upstream = http.request(
      { host: '127.0.0.1', port: targets[index], method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function call(port: number, method: string, path: string, options: { body?: object; cookie?: string } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const setCookie = res.headers['set-cookie']?.find((c) => c.includes('studydesk_session='));
          resolve({
            status: res.statusCode ?? 0,
            body: text ? JSON.parse(text) : {},
            servedBy: String(res.headers['x-served-by']),
            cookie: setCookie ? setCookie.split(';')[0] : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

if (!onPostgres) {
  test.skip('two instances on one database: skipped, TEST_DATABASE_URL is not set (needs PostgreSQL; SQLite in memory cannot be shared)', () => {});
} else {
  describe('two instances on one PostgreSQL behind a round-robin proxy', () => {
    let apps: FastifyInstance[];
    let proxy: http.Server;
    let port: number;
    let dataDir: string;

    beforeAll(async () => {
      const config = testConfig();
      dataDir = config.dataDir;
      const [first, second] = await createSharedTestDatabases(2);
      // one after the other: the first brings the schema to the latest migration
      const a = await buildApp({ config, logger: false, database: first });
      const b = await buildApp({ config, logger: false, database: second });
      apps = [a, b];
      const ports = [];
      for (const app of apps) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        ports.push((app.server.address() as AddressInfo).port);
      }
      proxy = await roundRobinProxy(ports);
      port = (proxy.address() as AddressInfo).port;
    });

    afterAll(async () => {
      await new Promise((resolve) => proxy.close(resolve));
      for (const app of apps) await app.close();
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    });

    test('the proxy alternates between the instances', async () => {
      const served = [];
      for (let i = 0; i < 4; i += 1) served.push((await call(port, 'GET', '/v1/health')).servedBy);
      expect(new Set(served)).toEqual(new Set(['0', '1']));
    });

    test('a session made on one instance is valid on the other, and signing out on one ends it on both', async () => {
      const user = await userWithPassword(apps[0], { profile: 'admin' });
      const signedIn = await call(port, 'POST', '/v1/auth/login', { body: { email: user.email, password: PASSWORD } });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.cookie!;
      const reads = [];
      for (let i = 0; i < 4; i += 1) reads.push(await call(port, 'GET', '/v1/user/activestudentsgroups', { cookie }));
      expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(reads.map((r) => r.servedBy))).toEqual(new Set(['0', '1']));
      await call(port, 'GET', '/v1/auth/logout', { cookie });
      const after = [await call(port, 'GET', '/v1/user/activestudentsgroups', { cookie }), await call(port, 'GET', '/v1/user/activestudentsgroups', { cookie })];
      expect(after.map((r) => r.status)).toEqual([401, 401]);
    });

    test('sign-in failures are counted once for both instances', async () => {
      const user = await userWithPassword(apps[0], { email: 'shared-limit@example.test' });
      const { limit } = AUTH_RATE_RULES.loginFailuresPerAccount;
      const answers = [];
      for (let i = 0; i < limit + 2; i += 1) answers.push(await call(port, 'POST', '/v1/auth/login', { body: { email: user.email, password: 'wrong ' + i } }));
      expect(answers.map((a) => a.status)).toEqual([...Array(limit).fill(401), 429, 429]);
      // both instances answered failures and both refuse now
      expect(new Set(answers.slice(0, limit).map((a) => a.servedBy))).toEqual(new Set(['0', '1']));
      expect(new Set(answers.slice(limit).map((a) => a.servedBy))).toEqual(new Set(['0', '1']));
    });

    test('two edits of one activity based on the same read, through different instances: one is saved, the other gets 409', async () => {
      const admin = await userWithPassword(apps[0], { profile: 'admin' });
      const teacher = await userWithPassword(apps[0], { profile: 'teacher' });
      const plan = await insertStudyPlan(apps[0].db, {}, { teacherIds: [teacher.id] });
      const activity = await insertActivity(apps[0].db, { study_plan_id: plan.id, lesson_title: 'Shared lesson' });
      const adminCookie = (await call(port, 'POST', '/v1/auth/login', { body: { email: admin.email, password: PASSWORD } })).cookie!;
      const teacherCookie = (await call(port, 'POST', '/v1/auth/login', { body: { email: teacher.email, password: PASSWORD } })).cookie!;
      const read = await call(port, 'GET', `/v1/activity/${activity.id}`, { cookie: teacherCookie });
      expect(read.status).toBe(200);
      const updatedAt = (read.body.activity as { updatedAt: string }).updatedAt;
      const [first, second] = await Promise.all([
        call(port, 'PATCH', '/v1/activity/update', { cookie: adminCookie, body: { id: activity.id, lessonTitle: 'Admin', updatedAt } }),
        call(port, 'PATCH', '/v1/activity/update', { cookie: teacherCookie, body: { id: activity.id, lessonTitle: 'Teacher', updatedAt } }),
      ]);
      expect(first.servedBy).not.toBe(second.servedBy);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const refused = first.status === 409 ? first : second;
      expect(refused.body).toEqual({ message: ACTIVITY_CHANGED_MESSAGE });
      const winner = first.status === 200 ? 'Admin' : 'Teacher';
      const row = await apps[1].db.selectFrom('activities').select('lesson_title').where('id', '=', activity.id).executeTakeFirstOrThrow();
      expect(row.lesson_title).toBe(winner);
    });
  });
}
