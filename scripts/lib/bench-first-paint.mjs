// What bench:web measures of a server-drawn page (/login) besides its LCP: the bytes the
// first round trip carries, and whether hydration left the server's markup alone.
/* global window, document, MutationObserver */
import http from 'node:http';
import zlib from 'node:zlib';

/** What a first round trip carries (TCP's initial window of ten segments): the page's budget. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/**
 * The page at `url` as a browser that takes brotli gets it: the bytes on the wire (the
 * body as sent, compressed), the text, and of the text the inline style sheets.
 */
export function pageOnTheWire(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const text = (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
        const inlineCss = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);
        const preloads = [...text.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
        resolve({
          status: response.statusCode,
          encoding: encoding ?? 'identity',
          wire: body.length,
          html: Buffer.byteLength(text),
          inlineCss,
          preloads: preloads.length,
          highPriorityPreloads: preloads.filter((link) => !/fetchpriority="low"/.test(link)).length,
          // what the page's start script asks for once it is painted (server/src/plugins/after-first-paint.ts)
          afterPaint: (/data-preload="([^"]*)"/.exec(text)?.[1].match(/&quot;,&quot;/g) ?? []).length,
          blocking: [...text.matchAll(/<link rel="stylesheet"[^>]*>|<script(?![^>]*\b(?:defer|async|type="application\/json"))[^>]*\bsrc=[^>]*>/g)].length,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * In the page, before its markup is parsed: counts every removal of a node that is or
 * holds a form (the parser only adds; a node moved elsewhere is removed first, and React
 * throwing the server's markup away removes it too) and every layout shift not caused by
 * input, so the bench can say whether hydration kept the server's DOM as it was drawn.
 */
export function watchHydration() {
  const seen = { formRemovals: 0, shifts: 0, cls: 0 };
  window.__hydration = seen;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.nodeType === 1 && (node.matches('form') || node.querySelector('form'))) seen.formRemovals += 1;
      }
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      seen.shifts += 1;
      seen.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What watchHydration saw so far. */
export function hydrationSeen(page) {
  return page.evaluate(() => ({ ...window.__hydration }));
}

/** Median and worst of the numbers among `values` (nulls left out). */
export function medianAndWorst(values) {
  const sorted = values.filter((value) => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: null, worst: null };
  const mid = Math.floor(sorted.length / 2);
  return { median: sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2, worst: sorted[sorted.length - 1] };
}

/** The sign-in form once its script has taken it over (AuthForm marks it live when hydrated), wherever it is. */
export const LIVE_FORM = 'form[data-live]';

/**
 * The page's rows of /login: its bytes against the first round trip, what could block its
 * render, and the most removals of the form and layout shifts any run saw until hydrated.
 */
export function printFirstPaintBytes({ row, kb, wire, floorWire, runs }) {
  row(`HTML + inline CSS on the wire (${wire.encoding})`, wire.wire, FIRST_ROUND_TRIP_BYTES, floorWire.wire, kb);
  row('  … the HTML as text', wire.html, null, floorWire.html, kb);
  row('  … of it inline CSS, as text', wire.inlineCss, null, floorWire.inlineCss, kb);
  console.log(
    `  ${'  … render-blocking requests'.padEnd(36)} ${String(wire.blocking).padStart(9)}   budget        0 ${wire.blocking === 0 ? 'met ' : 'OVER'}` +
      `   preload links ${wire.preloads} (not fetchpriority=low: ${wire.highPriorityPreloads}); preloaded once painted ${wire.afterPaint}`,
  );
  const worst = (key) => Math.max(...runs.map((run) => run[key]));
  console.log(
    `  ${'until hydrated: removals of the form'.padEnd(36)} ${String(worst('formRemovals')).padStart(9)}   budget        0 ${worst('formRemovals') === 0 ? 'met ' : 'OVER'}   (the most of any run)`,
  );
  console.log(`  ${'until hydrated: layout shifts'.padEnd(36)} ${String(worst('shifts')).padStart(9)}   budget        0 ${worst('shifts') === 0 ? 'met ' : 'OVER'}   (the most of any run)`);
}
