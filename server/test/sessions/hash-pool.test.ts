import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { spawnSync } from 'node:child_process';
import { HASH_THREAD_NICENESS, HashPool, HashPoolBusyError } from '../../src/sessions/hash-pool';
import { buildTestApp, hashedPassword, insertUser } from '../helpers/app';
import { cookieOf, login } from '../helpers/session';

jest.setTimeout(120_000);

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('the hashing pool', () => {
  test('hashes off the main thread, the same key as scrypt, and refuses past its queue', async () => {
    const { scryptSync } = await import('node:crypto');
    const pool = new HashPool({ size: 1, queueMax: 1, idleMs: 100 });
    const salt = Buffer.from('0123456789abcdef');
    const scrypt = (password: string) => pool.run<'scrypt'>({ kind: 'scrypt', password, salt, keyLength: 32, options: CHEAP });
    const key = await scrypt('pässword');
    expect(key.equals(scryptSync('pässword', salt, 32, CHEAP))).toBe(true);

    const running = scrypt('one');
    const waiting = scrypt('two');
    await expect(scrypt('three')).rejects.toBeInstanceOf(HashPoolBusyError);
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
    expect(pool.accepted).toBe(3);
  });

  test('argon2id hashes and verifies in the threads', async () => {
    const pool = new HashPool({ size: 1, queueMax: 4, idleMs: 100 });
    const hash = await pool.run<'argon2-hash'>({ kind: 'argon2-hash', password: 'pässword', options: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(pool.run<'argon2-verify'>({ kind: 'argon2-verify', password: 'pässword', hash })).resolves.toBe(true);
    await expect(pool.run<'argon2-verify'>({ kind: 'argon2-verify', password: 'password', hash })).resolves.toBe(false);
  });

  const linux = fs.existsSync('/proc/thread-self');
  (linux ? test : test.skip)('runs its threads below the event loop, so pages and files go first during a burst', async () => {
    const niceOf = (tid: string) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
    const before = new Set(fs.readdirSync('/proc/self/task'));
    const pool = new HashPool({ size: 1, queueMax: 1, idleMs: 5_000 });
    await pool.run<'argon2-hash'>({ kind: 'argon2-hash', password: 'pässword', options: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    const added = fs.readdirSync('/proc/self/task').filter((tid) => !before.has(tid));
    expect(added.map(niceOf)).toContain(Math.min(19, niceOf(String(process.pid)) + HASH_THREAD_NICENESS));
  });

  test('keeps a script alive while its hash is computed, and lets it end once idle', () => {
    // a script with nothing else to wait for: before, the idle-thread unref ended it with
    // exit code 0 before the hash came back
    const script = `
      const { hashPassword } = require(${JSON.stringify(require.resolve('../../src/sessions/password'))});
      hashPassword('a script password').then((hash) => console.log('HASH ' + hash));
    `;
    // TypeScript compiled on require, as Jest does, and the shared library from source
    const child = spawnSync(process.execPath, ['--conditions=source', '-r', require.resolve('../helpers/ts-register.cjs'), '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(child.stderr).toBe('');
    expect(child.stdout).toMatch(/^HASH \$argon2id\$/m);
    expect(child.status).toBe(0);
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

  // judged by order, not by milliseconds (a busy machine slows both alike): the files are
  // not queued behind the hashes, so they answer while the burst is still being hashed
  test('does not hold up static files and pictures: both answer before the burst is through', async () => {
    const headers = await cookieOf(app, await insertUser(app.db));
    // one successful sign-in first, so the burst below goes straight to hashing; a failed
    // one would make the burst 51 failures from one address, past that address's limit
    await insertUser(app.db, { email: 'first@example.test', password_hash: await hashedPassword('first password 42') });
    expect((await login(app, 'first@example.test', 'first password 42')).statusCode).toBe(200);
    let answered = 0;
    const logins = Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(app, `nobody${i}@example.test`, 'some password').then((res) => {
          answered += 1;
          return res;
        }),
      ),
    );
    // The hashing is under way once the first sign-in is answered; the files are asked for
    // then, not after a fixed wait (on a fast machine the whole burst was through by then).
    while (answered === 0) await new Promise((resolve) => setTimeout(resolve, 2));

    const timed = async (url: string, extra: Record<string, string> = {}) => {
      const res = await app.inject({ method: 'GET', url, headers: extra });
      return { status: res.statusCode, signInsAnsweredBefore: answered };
    };
    const [file, image] = await Promise.all([timed('/main.js'), timed(`/uploads/${picture}`, headers)]);
    expect(file.status).toBe(200);
    expect(image.status).toBe(200);

    // every sign-in was checked (401) or, past the hashing queue, told to come back (503)
    const answers = await logins;
    expect(file.signInsAnsweredBefore).toBeLessThan(answers.length);
    expect(image.signInsAnsweredBefore).toBeLessThan(answers.length);
    for (const res of answers) {
      expect([401, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.filter((res) => res.statusCode === 401).length).toBeGreaterThan(0);
  });
});
