// `npm run bench:bundles`: how much JavaScript a first visit costs, gzipped.
//
// 1. /login, measured for real: the built server runs on a free port, headless Chromium
//    (Debian's, as in e2e) opens /login, and every JavaScript response is gzipped and
//    summed — the shell's entry, the federation runtime, shared singletons, the sign-in remote's
//    remoteEntry and its ./app chunks, whatever the browser actually fetched.
// 2. Each remote's entry, from its build: remoteEntry.js + the sync chunks its
//    mf-manifest.json lists for ./app (lazy chunks are shown beside, not counted).
// 3. What /login's transferred bytes pay for: each library's brotli bytes inside the
//    files that carry it (scripts/lib/bundle-costs.mjs), the page, the headers, our own
//    code (no budget: the 120 KB once set for it was withdrawn, since the design card's
//    libraries alone take ~112 KB; the budget is the first paint's 14 KB, in `bench:web`).
// 4. axios, the API client's transport, on its own line: its bytes and when it arrives,
//    beside /login's first paint (it is imported at the first call, after that paint).
//
// Figures are printed beside the goals with PASS/OVER; the script never fails on them.
// Sizes: gzip level 9, 1 KB = 1024 bytes. Beside each file: its largest packages by
// original source size (from the source map), to show where the weight comes from.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildWhatIsStale } from './lib/build.mjs';
import { CHROMIUM, CHROMIUM_ARGS, startServer } from './lib/bench-server.mjs';
import { REMOTES, ROOT } from './lib/packages.mjs';
import { costsByPart } from './lib/bundle-costs.mjs';
import { LIVE_FORM } from './lib/bench-first-paint.mjs';

const GOAL_LOGIN_KB = 150;
const GOAL_REMOTE_KB = 60;
// once the federation runtime comes from the shell, a remoteEntry.js is its own container only
const GOAL_REMOTE_ENTRY_KB = 15;
// everything transferred for /login, headers included (as bench:web measures it)
// The remote that mounts /login (from the registry).
const LOGIN_REMOTE = REMOTES.find((remote) => remote.routePrefixes.includes('/login'));

const gz = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const verdict = (bytes, goalKb) => (bytes <= goalKb * 1024 ? 'PASS' : 'OVER');

/** Every JavaScript file the browser fetched to show /login, with its gzipped size. */
async function measureLogin(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
      if (!isScript || !response.ok()) return;
      pending.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gz(body) })));
    });
    await page.goto(`${baseUrl}/login`);
    // The sign-in form is live (the remote hydrated the server's markup where it was drawn,
    // or mounted in its area) and nothing is left in flight.
    await page.locator(`:is(#sd-prerendered, #sd-area-${LOGIN_REMOTE.name}) ${LIVE_FORM}`).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const transfers = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
        url: entry.name,
        transferred: entry.transferSize,
        body: entry.encodedBodySize,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
    );
    const paints = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null;
          new PerformanceObserver((list) => resolve({ firstPaint, lcp: list.getEntries().at(-1)?.startTime ?? null })).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve({ firstPaint, lcp: null }), 1000);
        }),
    );
    return { scripts: await Promise.all(pending), transfers, paints };
  } finally {
    await browser.close();
  }
}

/** The build file behind a served URL: <remote path>x.js → <remote dir>/dist/x.js, else shell/dist. */
function distFileOf(url) {
  const { pathname } = new URL(url);
  const remote = REMOTES.find((candidate) => pathname.startsWith(candidate.path));
  return remote ? path.join(ROOT, remote.dir, 'dist', pathname.slice(remote.path.length)) : path.join(ROOT, 'shell', 'dist', pathname.slice(1));
}

/** The largest packages in a file, by original source size, from its source map. */
function mainContents(url, count = 3) {
  let map;
  try {
    map = JSON.parse(fs.readFileSync(`${distFileOf(url)}.map`, 'utf8'));
  } catch {
    return '';
  }
  const sizes = new Map();
  map.sources.forEach((source, index) => {
    const file = source.replace(/^webpack:\/\/[^/]*\//, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file.replace(/^(\.\.\/)+/, '').split('/').slice(0, 3).join('/');
    sizes.set(pkg, (sizes.get(pkg) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, count).map(([pkg]) => pkg).join(', ');
}

function origin(url, baseUrl) {
  const { pathname } = new URL(url);
  const remote = /^\/mf\/([^/]+)\//.exec(pathname);
  return remote ? `mf_${remote[1]}` : url.startsWith(baseUrl) ? 'shell' : new URL(url).origin;
}

function printLogin(files, baseUrl) {
  console.log('\nInitial JavaScript for /login (loaded in Chromium)');
  const rows = files
    .map((file) => ({ ...file, from: origin(file.url, baseUrl), name: path.basename(new URL(file.url).pathname) }))
    .sort((a, b) => a.from.localeCompare(b.from) || b.gzip - a.gzip);
  for (const row of rows) {
    console.log(`  ${row.from.padEnd(12)} ${row.name.padEnd(44)} ${kb(row.raw).padStart(7)} KB raw ${kb(row.gzip).padStart(6)} KB gz   ${mainContents(row.url)}`);
  }
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  console.log(`  ${'total'.padEnd(57)} ${kb(raw).padStart(7)} KB raw ${kb(total).padStart(6)} KB gz   goal ≤ ${GOAL_LOGIN_KB} KB gz   ${verdict(total, GOAL_LOGIN_KB)}`);
  return total;
}

/** The libraries the design prescribes for the composition, by the sources that are theirs. */
const LIBRARIES = [
  ['react-dom', /node_modules\/(react-dom|scheduler)\//],
  ['react', /node_modules\/react\//],
  ['module federation runtime', /node_modules\/(@module-federation|\.federation)\/|^webpack\/(container-entry|runtime\/(sharing|consumes|remotes|.*federation))|_FEDERATION/],
  ["webpack's runtime (chunk loading)", /^webpack\//],
  ['single-spa-react', /node_modules\/single-spa-react\//],
  ['single-spa', /node_modules\/single-spa\//],
  ['rxjs', /node_modules\/(rxjs|tslib)\//],
  ['axios', /node_modules\/axios\//],
];
const OURS = 'our code';
/** a map's source as `webpack://<app>/<path>`, or a path */
const partOf = (source) => {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  return LIBRARIES.find(([, pattern]) => pattern.test(file))?.[0] ?? (/node_modules\//.test(file) ? 'other packages' : OURS);
};

/**
 * A served script's brotli bytes by part (scaled to what travelled: the file as built may
 * differ from the bytes served by a few bytes of framing); null for a script with no build
 * output or map behind it (the server writes it: ours).
 */
function partsOfServed(url, body) {
  if (!new URL(url).pathname.endsWith('.js') || !fs.existsSync(`${distFileOf(url)}.map`)) return null;
  const { total, parts } = costsByPart(distFileOf(url), partOf, OURS);
  return new Map([...parts].map(([part, bytes]) => [part, (bytes / total) * body]));
}

/** /login's transferred bytes by what they pay for: each library, the page, the headers, our code. */
function printLoginParts(transfers) {
  const parts = new Map();
  const add = (part, bytes) => parts.set(part, (parts.get(part) ?? 0) + bytes);
  for (const { url, transferred, body } of transfers) {
    add('response headers', transferred - body);
    const { pathname } = new URL(url);
    const costs = partsOfServed(url, body);
    if (costs) {
      for (const [part, bytes] of costs) add(part, bytes);
    } else if (pathname.endsWith('mf-manifest.json')) add('module federation runtime', body);
    else if (!/\.[a-z]+$/.test(pathname)) add(pathname.startsWith('/v1/') ? OURS : 'the page (prerendered form, its styles)', body);
    else add(OURS, body);
  }
  const all = [...parts.values()].reduce((a, b) => a + b, 0);
  const libraries = LIBRARIES.reduce((sum, [name]) => sum + (parts.get(name) ?? 0), 0);
  const fixed = all - (parts.get(OURS) ?? 0) - (parts.get('other packages') ?? 0);
  console.log(`\nWhat /login's ${kb(all)} KB transferred pay for (brotli bytes as served; a library's share of a file is what the file shrinks by without it)`);
  for (const [part, bytes] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`  ${part.padEnd(40)} ${kb(bytes).padStart(6)} KB`);
  console.log(`  ${'the composition\'s libraries together'.padEnd(40)} ${kb(libraries).padStart(6)} KB`);
  console.log(`  the libraries, the page and the headers alone take ${kb(fixed)} KB; our code ${kb(parts.get(OURS) ?? 0)} KB`);
}

/**
 * axios on its own line: the files that carry it, its brotli bytes in them as served, their
 * gzip size, and when they arrived beside /login's first paint and LCP (ms from the start
 * of the navigation); beside it the client's instance and interceptors, the chunk that
 * imports it (api-transport). Both load at the API client's first call, so they should
 * come after the first paint, never among the files the page preloads. Then what /login
 * transferred before its first paint, which they must leave as it was.
 */
function printAxios(transfers, paints) {
  const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
  const files = transfers
    .map((transfer) => ({ ...transfer, axios: partsOfServed(transfer.url, transfer.body)?.get('axios') ?? 0 }))
    .filter((transfer) => transfer.axios > 0);
  const line = (label, group, brotliBytes) => {
    const gzipBytes = group.reduce((sum, file) => sum + gz(fs.readFileSync(distFileOf(file.url))), 0);
    const start = Math.min(...group.map((file) => file.start));
    const end = Math.max(...group.map((file) => file.end));
    const after = paints.firstPaint !== null && start >= paints.firstPaint;
    console.log(
      `  ${label.padEnd(34)} ${kb(brotliBytes).padStart(5)} KB brotli as served, ${kb(gzipBytes).padStart(5)} KB gz` +
        ` (${group.map((file) => path.basename(new URL(file.url).pathname)).join(', ')})   fetched ${ms(start)} → ${ms(end)}: ${after ? 'after the first paint' : 'BEFORE the first paint'}`,
    );
  };
  console.log(`\naxios, the API client's transport, on /login (first paint ${ms(paints.firstPaint)}, LCP ${ms(paints.lcp)})`);
  if (files.length === 0) console.log('  axios                              not loaded');
  else line('axios', files, files.reduce((sum, file) => sum + file.axios, 0));
  const instance = transfers.filter((transfer) => /^api-transport\./.test(path.basename(new URL(transfer.url).pathname)));
  if (instance.length > 0) line('the instance and its interceptors', instance, instance.reduce((sum, file) => sum + file.body, 0));
  const beforePaint = transfers.filter((transfer) => paints.firstPaint !== null && transfer.end <= paints.firstPaint);
  console.log(
    `  ${'transferred before the first paint'.padEnd(34)} ${kb(beforePaint.reduce((sum, transfer) => sum + transfer.transferred, 0)).padStart(5)} KB` +
      ` (${beforePaint.length} responses, headers included)`,
  );
}

function remoteEntrySizes(remote) {
  const dist = path.join(ROOT, remote.dir, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const app = manifest.exposes.find((expose) => expose.path === './app');
  const sizeOf = (files) => files.reduce((sum, file) => sum + gz(fs.readFileSync(path.join(dist, file))), 0);
  const entryFile = manifest.metaData.remoteEntry.name;
  return {
    name: manifest.name,
    entry: sizeOf([entryFile]),
    appSync: sizeOf(app?.assets.js.sync ?? []),
    appLazy: sizeOf(app?.assets.js.async ?? []),
  };
}

function printRemotes() {
  console.log('\nRemote entries (remoteEntry.js + ./app sync chunks; lazy ./app chunks beside, not counted)');
  for (const remote of REMOTES) {
    const sizes = remoteEntrySizes(remote);
    const total = sizes.entry + sizes.appSync;
    console.log(
      `  ${sizes.name.padEnd(13)} remoteEntry ${kb(sizes.entry).padStart(5)} (goal ≤ ${GOAL_REMOTE_ENTRY_KB}: ${verdict(sizes.entry, GOAL_REMOTE_ENTRY_KB)})` +
        ` + ./app ${kb(sizes.appSync).padStart(5)} = ${kb(total).padStart(5)} KB gz   goal ≤ ${GOAL_REMOTE_KB} KB gz   ${verdict(total, GOAL_REMOTE_KB)}   (lazy ./app ${kb(sizes.appLazy)} KB gz)`,
    );
  }
}

buildWhatIsStale();
const server = await startServer();
try {
  const { scripts, transfers, paints } = await measureLogin(server.url);
  printLogin(scripts, server.url);
  printLoginParts(transfers);
  printAxios(transfers, paints);
  printRemotes();
} finally {
  server.stop();
}
