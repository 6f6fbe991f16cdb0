import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { scriptSafeJson } from '../../src/plugins/shell-page';
import { mailLinkKey } from '../../src/modules/reminders/queries/preferences';
import { optOutToken } from '../../src/modules/reminders/rules';
import { buildTestApp, insertUser, type TestAppOverrides } from '../helpers/app';

const MAIN_JS = `console.log(${JSON.stringify('StudyDesk '.repeat(300))});\n`;
const CHUNK = 'bootstrap.1a2b3c4d.js';
const REMOTE_ENTRY = `var mf_auth = ${JSON.stringify('entry '.repeat(200))};\n`;

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A file and its .br and .gz copies, as the production build leaves them. */
function writeCompressed(file: string, content: string) {
  write(file, content);
  write(`${file}.br`, zlib.brotliCompressSync(content));
  write(`${file}.gz`, zlib.gzipSync(content));
}

/** A repository root as `npm run build` leaves it: the shell and mf-auth, compressed copies, preload lists. */
function builtRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-static-'));
  const shell = path.join(root, 'shell', 'dist');
  write(path.join(shell, 'index.html'), '<!doctype html><html><head><title>StudyDesk</title><script defer src="/main.js?abc"></script></head><body><div id="root"></div></body></html>');
  writeCompressed(path.join(shell, 'main.js'), MAIN_JS);
  writeCompressed(path.join(shell, CHUNK), MAIN_JS.replace('log', 'info'));
  write(path.join(shell, 'preload.json'), JSON.stringify({ bootstrap: { files: [CHUNK, 'bootstrap.5e6f7a8b.css'], shared: { react: ['696.d5703f99.js'] } } }));
  const auth = path.join(root, 'mf-auth', 'dist');
  writeCompressed(path.join(auth, 'remoteEntry.js'), REMOTE_ENTRY);
  write(path.join(auth, 'mf-manifest.json'), JSON.stringify({ name: 'mf_auth', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
  write(
    path.join(auth, 'preload.json'),
    JSON.stringify({
      './app': {
        files: ['__federation_expose_app.0a1b2c3d.js', '__federation_expose_app.4e5f6a7b.css'],
        shared: { react: ['3696.e8a9e559.js'], 'react-router-dom': ['5745.1a2e7764.js'] },
      },
    }),
  );
  return root;
}

/** The inlined remotes manifest of a page, parsed. */
function inlinedManifest(html: string): unknown {
  const match = /<script type="application\/json" id="sd-remotes">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

describe('static files, compression and the shell page', () => {
  let app: FastifyInstance;
  const temp: string[] = [];

  async function start(overrides: TestAppOverrides = {}) {
    const root = builtRoot();
    temp.push(root);
    app = await buildTestApp({ staticRoot: root, ...overrides });
    return root;
  }

  /** GETs an entry file (one the browser revalidates at every visit) and checks it is served as `type`. */
  async function getEntryFile(url: string, type: RegExp) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res;
  }

  afterEach(async () => {
    await app?.close();
    for (const dir of temp.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('precompressed files', () => {
    it('sends the file as it is to a client that does not ask for compression', async () => {
      await start();
      const res = await getEntryFile('/main.js', /javascript/);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(MAIN_JS);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    });

    it.each([
      ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
      ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ])('sends the %s copy to a client that accepts it', async (encoding, decode) => {
      await start();
      const res = await app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(MAIN_JS);
    });

    it('prefers brotli when the client takes both, as browsers do', async () => {
      await start();
      const res = await app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(res.headers['content-encoding']).toBe('br');
    });

    it('caches hashed files for good and revalidates entry files, compressed or not', async () => {
      await start();
      for (const headers of [{}, { 'accept-encoding': 'br' }]) {
        const chunk = await app.inject({ method: 'GET', url: `/${CHUNK}`, headers });
        expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const entry = await app.inject({ method: 'GET', url: '/mf/auth/remoteEntry.js', headers });
        expect(entry.statusCode).toBe(200);
        expect(entry.headers['cache-control']).toBe('no-cache');
      }
      const manifest = await app.inject({ method: 'GET', url: '/mf/auth/mf-manifest.json', headers: { 'accept-encoding': 'br' } });
      expect(manifest.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('API answers', () => {
    // a public answer well above 1 KB: the German dictionary
    const DICTIONARY = '/v1/dictionary/dictionarydata/de';

    it('compresses JSON above 1 KB only for a client that asks', async () => {
      await start();
      const plain = await app.inject({ method: 'GET', url: DICTIONARY });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      const spec = plain.json();

      const gzipped = await app.inject({ method: 'GET', url: DICTIONARY, headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toEqual(spec);

      const brotli = await app.inject({ method: 'GET', url: DICTIONARY, headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(spec);
    });

    it('leaves small answers alone', async () => {
      await start();
      const res = await app.inject({ method: 'GET', url: '/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual(expect.any(Object));
    });

    it('sends nothing compressed for identity', async () => {
      await start();
      const res = await app.inject({ method: 'GET', url: DICTIONARY, headers: { 'accept-encoding': 'identity' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(() => res.json()).not.toThrow();
    });
  });

  describe('the shell page', () => {
    it('inlines the remotes manifest and names what /login needs first', async () => {
      await start();
      const res = await getEntryFile('/login', /^text\/html/);
      expect(inlinedManifest(res.body)).toEqual(expect.objectContaining({ mf_auth: '/mf/auth/mf-manifest.json' }));
      const hints = [...res.body.matchAll(/<link rel="preload" as="(\w+)"( crossorigin)? href="([^"]+)">/g)].map((m) => `${m[1]} ${m[3]}`);
      expect(hints).toEqual([
        `script /${CHUNK}`,
        'style /bootstrap.5e6f7a8b.css',
        'script /696.d5703f99.js',
        'fetch /mf/auth/mf-manifest.json',
        'script /mf/auth/remoteEntry.js',
        'script /mf/auth/__federation_expose_app.0a1b2c3d.js',
        'style /mf/auth/__federation_expose_app.4e5f6a7b.css',
        // react is the shell's: only the shared modules the shell has not loaded
        'script /mf/auth/5745.1a2e7764.js',
      ]);
      // all of it in the head, after the entry script
      expect(res.body.indexOf('id="sd-remotes"')).toBeLessThan(res.body.indexOf('</head>'));
    });

    it('serves / and any other client-side route the same page, with that route remote hints', async () => {
      await start();
      const home = await app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(inlinedManifest(home.body)).toBeDefined();
      expect(home.body).not.toContain('/mf/auth/remoteEntry.js');
      const teacher = await app.inject({ method: 'GET', url: '/teacher/home' });
      expect(teacher.statusCode).toBe(200);
      // mf-teacher is not built here: its manifest is still worth fetching early
      expect(teacher.body).toContain('href="/mf/teacher/mf-manifest.json"');
    });

    it("serves the page for a route whose token holds dots (a mail's opt-out link), and still 404 for a missing file", async () => {
      await start();
      const owner = await insertUser(app.db, { profile: 'student' });
      const token = optOutToken(await mailLinkKey(app.db), owner.id, 'lesson-reminder');
      expect(token).toContain('.');
      const optOut = await app.inject({ method: 'GET', url: `/mail-preferences/${token}` });
      expect(optOut.statusCode).toBe(200);
      expect(inlinedManifest(optOut.body)).toBeDefined();
      // a link that is not valid gets the same page (it says so) with 404, as its API answers
      const forged = await app.inject({ method: 'GET', url: '/mail-preferences/12.0.abcdefghijklmnopqrstuvwxyz012345' });
      expect(forged.statusCode).toBe(404);
      expect(inlinedManifest(forged.body)).toBeDefined();
      expect((await app.inject({ method: 'GET', url: '/no-such-file.js' })).statusCode).toBe(404);
    });

    it('follows REMOTES_FILE without a rebuild, and hints only the manifest of a remote on another host', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-remotes-'));
      temp.push(dir);
      const remotesFile = path.join(dir, 'remotes.json');
      fs.writeFileSync(remotesFile, JSON.stringify({ mf_auth: 'http://127.0.0.1:9101/mf-manifest.json' }));
      await start({ remotesFile });
      const first = await app.inject({ method: 'GET', url: '/login' });
      expect(inlinedManifest(first.body)).toEqual({ mf_auth: 'http://127.0.0.1:9101/mf-manifest.json' });
      expect(first.body).toContain('<link rel="preload" as="fetch" crossorigin href="http://127.0.0.1:9101/mf-manifest.json">');
      expect(first.body).not.toContain('remoteEntry.js');

      fs.writeFileSync(remotesFile, JSON.stringify({ mf_auth: '/mf/auth/mf-manifest.json' }));
      const second = await app.inject({ method: 'GET', url: '/login' });
      expect(inlinedManifest(second.body)).toEqual({ mf_auth: '/mf/auth/mf-manifest.json' });
    });

    it('leaves the manifest out when REMOTES_FILE cannot be read: the shell asks /remotes.json itself', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-remotes-'));
      temp.push(dir);
      const remotesFile = path.join(dir, 'remotes.json');
      fs.writeFileSync(remotesFile, '{ not json');
      await start({ remotesFile });
      const res = await app.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(200);
      expect(inlinedManifest(res.body)).toBeUndefined();
      expect(res.body).toContain('<div id="root">');
    });

    it('serves the script that starts the shell after a drawn page has painted, as a script', async () => {
      await start();
      const res = await getEntryFile('/after-first-paint.js', /^text\/javascript/);
      expect(res.body).toContain("getAttribute('data-src')");
      // compressed for a browser that asks, like the build's own scripts
      const compressed = await app.inject({ method: 'GET', url: '/after-first-paint.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(res.body);
    });

    it('compresses the page for a browser and not for a client that does not ask', async () => {
      await start();
      const plain = await app.inject({ method: 'GET', url: '/login' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const compressed = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip, br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
      // the same page again comes from what was compressed before, byte for byte
      const again = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
      expect(again.rawPayload.equals(compressed.rawPayload)).toBe(true);
      // a client refusing brotli gets what it takes
      const refused = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br;q=0, identity' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    });

    it('writes JSON that cannot close its script element', () => {
      const text = scriptSafeJson({ mf_x: '</script><script>alert(1)</script>', line: '\u2028' });
      expect(text).not.toMatch(/[<>\u2028]/);
      expect(JSON.parse(text)).toEqual({ mf_x: '</script><script>alert(1)</script>', line: '\u2028' });
    });
  });
});
