import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HashPoolBusyError, ScryptPool } from '../../src/sessions/hash-pool';
import { buildTestApp, hashedPassword, insertUser } from '../helpers/app';
import { cookieOf, login } from '../helpers/session';

jest.setTimeout(120_000);

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('the hashing pool', () => {
  test('hashes off the main thread, the same key as scrypt, and refuses past its queue', async () => {
    const { scryptSync } = await import('node:crypto');
    const pool = new ScryptPool({ size: 1, queueMax: 1, idleMs: 100 });
    const salt = Buffer.from('0123456789abcdef');
    const key = await pool.derive('pässword', salt, 32, CHEAP);
    expect(key.equals(scryptSync('pässword', salt, 32, CHEAP))).toBe(true);

    const running = pool.derive('one', salt, 32, CHEAP);
    const waiting = pool.derive('two', salt, 32, CHEAP);
    await expect(pool.derive('three', salt, 32, CHEAP)).rejects.toBeInstanceOf(HashPoolBusyError);
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
  });
});

describe('a burst of sign-ins', () => {
  let app: FastifyInstance;
  let root: string;
  let dataDir: string;
  const picture = `${'ab'.repeat(16)}.png`;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-static-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>StudyDesk</title>');
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log("shell");\n'.repeat(2000));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-data-'));
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096)]);
    fs.writeFileSync(path.join(dataDir, 'uploads', picture), png);
    app = await buildTestApp({ staticRoot: root, dataDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('does not hold up static files and pictures: both answer within a second meanwhile', async () => {
    const headers = await cookieOf(app, await insertUser(app.db));
    // one successful sign-in first, so the burst below goes straight to hashing; a failed
    // one would make the burst 51 failures from one address, past that address's limit
    await insertUser(app.db, { email: 'first@example.test', password_hash: await hashedPassword('first password 42') });
    expect((await login(app, 'first@example.test', 'first password 42')).statusCode).toBe(200);
    const logins = Promise.all(Array.from({ length: 50 }, (_, i) => login(app, `nobody${i}@example.test`, 'some password')));
    // let the hashing get under way
    await new Promise((resolve) => setTimeout(resolve, 300));

    const timed = async (url: string, extra: Record<string, string> = {}) => {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url, headers: extra });
      return { status: res.statusCode, ms: Date.now() - started };
    };
    const [file, image] = await Promise.all([timed('/main.js'), timed(`/uploads/${picture}`, headers)]);
    expect(file.status).toBe(200);
    expect(image.status).toBe(200);
    expect(file.ms).toBeLessThan(1000);
    expect(image.ms).toBeLessThan(1000);

    // every sign-in was checked (401) or, past the hashing queue, told to come back (503)
    const answers = await logins;
    for (const res of answers) {
      expect([401, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.filter((res) => res.statusCode === 401).length).toBeGreaterThan(0);
  });
});
