import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { originsOfManifest, remoteOriginsOf } from '../../src/plugins/remote-origins';
import { buildTestApp, insertUser, type TestAppOverrides } from '../helpers/app';
import { cookieOf } from '../helpers/session';

/** A repository root with a built shell of one page, as `npm run build` leaves it. */
function fakeStaticRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-static-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div><script defer src="/main.js"></script>');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1);');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'bootstrap.5e6f7a8b.css'), 'body { margin: 0 }');
  return root;
}

/** The CSP as a map: directive → its sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let app: FastifyInstance;
  let root: string;
  const temp: string[] = [];

  async function start(overrides: TestAppOverrides = {}) {
    root = fakeStaticRoot();
    temp.push(root);
    app = await buildTestApp({ staticRoot: root, ...overrides });
  }

  afterEach(async () => {
    await app?.close();
    for (const dir of temp.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  test.each(['/login', '/admin/home', '/teacher/home', '/set/abc', '/mail-preferences/abc.def', '/v1/health'])('%s carries the headers', async (url) => {
    await start();
    const res = await app.inject({ method: 'GET', url });
    // a link that is not valid is a page too, answered 404 (docs/product-rules.md#r-mail-2)
    expect(res.statusCode).toBe(url.startsWith('/mail-preferences/') ? 404 : 200);
    const policy = csp(res);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(res.headers['referrer-policy']).toBe(/^\/(set|mail-preferences)\//.test(url) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    // PUBLIC_URL is http here: no HSTS
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test.each(['/main.js', '/bootstrap.5e6f7a8b.css'])('%s, a script or style sheet, carries the headers that apply to it and not the documents’ ones', async (url) => {
    await start();
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'x-xss-protection']) {
      expect(res.headers[header]).toBeUndefined();
    }
  });

  test('the forgotten-password page sends no referrer; an API error still carries the headers', async () => {
    await start();
    const page = await app.inject({ method: 'GET', url: '/forgotten-password' });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const denied = await app.inject({ method: 'GET', url: '/v1/user/activestudentsgroups' });
    expect(denied.statusCode).toBe(401);
    expect(csp(denied).get('frame-ancestors')).toEqual(["'none'"]);
    expect(denied.headers['x-frame-options']).toBe('DENY');
  });

  test('HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    await start({ publicUrl: 'https://school.example' });
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
  });

  test('the origins of a REMOTES_FILE are allowed for scripts, style sheets and fetches, and follow the file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-remotes-'));
    temp.push(dir);
    const remotesFile = path.join(dir, 'remotes.json');
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({ mf_auth: '/mf/auth/mf-manifest.json', mf_admin: 'http://127.0.0.1:3002/mf-manifest.json' }),
    );
    await start({ remotesFile });
    const first = await app.inject({ method: 'GET', url: '/admin/home' });
    expect(csp(first).get('script-src')).toEqual(["'self'", 'http://127.0.0.1:3002']);
    expect(csp(first).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:3002']);
    expect(csp(first).get('style-src')).toEqual(["'self'", 'http://127.0.0.1:3002', "'unsafe-inline'"]);

    // an operator moves a remote: the next page load allows the new origin only
    fs.writeFileSync(remotesFile, JSON.stringify({ mf_admin: 'https://admin.cdn.example/mf/remoteEntry.js', mf_auth: '/mf/auth/x' }));
    fs.utimesSync(remotesFile, new Date(), new Date(Date.now() + 5000));
    const moved = await app.inject({ method: 'GET', url: '/admin/home' });
    expect(csp(moved).get('script-src')).toEqual(["'self'", 'https://admin.cdn.example']);
    expect(csp(moved).get('connect-src')).toEqual(["'self'", 'https://admin.cdn.example']);
    expect(csp(moved).get('style-src')).toEqual(["'self'", 'https://admin.cdn.example', "'unsafe-inline'"]);
  });

  test('the pictures route keeps its own stricter policy', async () => {
    await start();
    const user = await insertUser(app.db, { profile: 'teacher' });
    const name = '0123456789abcdef0123456789abcdef.png';
    fs.mkdirSync(app.uploads.dir, { recursive: true });
    fs.writeFileSync(path.join(app.uploads.dir, name), 'not really a picture');
    const res = await app.inject({ method: 'GET', url: `/uploads/${name}`, headers: await cookieOf(app, user) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('remote origins of a manifest', () => {
  test('absolute http(s) entries give their origin; relative and other entries nothing', () => {
    expect(
      originsOfManifest({
        a: '/mf/a/mf-manifest.json',
        b: 'http://127.0.0.1:3002/mf-manifest.json',
        c: 'HTTPS://Remotes.Example:443/c/remoteEntry.js',
        d: 'https://remotes.example/d/remoteEntry.js',
        e: 'javascript:alert(1)',
        f: "https://x.example/'unsafe-inline';",
        g: 42,
      }),
    ).toEqual(['http://127.0.0.1:3002', 'https://remotes.example', 'https://x.example']);
    expect(originsOfManifest(null)).toEqual([]);
    expect(originsOfManifest(['https://a.example/'])).toEqual([]);
  });

  test('a missing or broken file keeps the last good origins and reports the problem', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-remotes-'));
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ a: 'https://a.example/x' }));
    const problems: unknown[] = [];
    const origins = remoteOriginsOf(file, (error) => problems.push(error));
    expect(origins.current()).toEqual(['https://a.example']);
    fs.writeFileSync(file, '{ not json');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    await origins.refresh();
    expect(origins.current()).toEqual(['https://a.example']);
    expect(problems).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
    await origins.refresh();
    expect(origins.current()).toEqual(['https://a.example']);
    expect(problems).toHaveLength(2);
  });
});
