// `npm run bench:web`: a first visit and a teacher's day, measured in a real browser.
//
// Builds what is stale (production), starts the built server with the demo school on a
// free port (or BENCH_PORT), and drives Debian's headless Chromium with the CPU slowed
// 4× (CDP Emulation.setCPUThrottlingRate), each run in a fresh browser context (cold
// cache). Per run:
//   /login                 LCP, JavaScript transferred, all bytes transferred; the page's
//                          bytes on the wire (brotli) against the first round trip's 14 KB;
//                          removals of the sign-in form and layout shifts until it is hydrated
//   sign in → /teacher/home until the study plans table shows rows (also on the page's
//                          own clock, without the driver's polling; and once more with
//                          the form typed key by key, as people do, instead of filled)
//   open a study plan      INP of the click (Event Timing), and until its activities show
//   open the activity dialog, save the activity: INP, and until the dialog / toast shows
//   /login again on a phone's network (150 ms round trip, 1.6 Mbit/s down: the issue's
//                          "slow 4G"), app and floor; `--net slow4g` puts every run on it
// Beside each figure: its budget, and the same step on a static page without JavaScript
// (the floor) served by this script and measured in the same runs, with the ratio, so a
// busy machine still gives a comparable number. Medians of BENCH_RUNS (5) runs after one
// warm-up (the dialog's paint: median and worst, with the load average beside them).
// Prints; asserts nothing.
import http from 'node:http';
/* global window, document, MutationObserver, requestAnimationFrame */
import os from 'node:os';
import { chromium } from 'playwright-core';
import { buildWhatIsStale } from './lib/build.mjs';
import { CHROMIUM, CHROMIUM_ARGS, startServer } from './lib/bench-server.mjs';
import { REMOTES } from './lib/packages.mjs';
import { LIVE_FORM, hydrationSeen, medianAndWorst, pageOnTheWire, printFirstPaintBytes, watchHydration } from './lib/bench-first-paint.mjs';

/** the areas of the remotes that show /login and /teacher/home (from the registry) */
const areaOf = (prefix) => `#sd-area-${REMOTES.find((remote) => remote.routePrefixes.includes(prefix)).name}`;
const LOGIN_AREA = areaOf('/login');
/** the sign-in form wherever it is: the server's prerendered markup, or the remote's area */
const LOGIN_FORM = `:is(#sd-prerendered, ${LOGIN_AREA})`;
/** the sign-in form once hydrated (the bench signs in through it, which the JavaScript drives) */
const LIVE_LOGIN = `${LOGIN_FORM} ${LIVE_FORM}`;
const TEACHER_AREA = areaOf('/teacher');
/** the teacher's home is usable once its study plans table shows rows */
const HOME_ROWS = `${TEACHER_AREA} table tbody tr:not([data-testid="skeleton-row"])`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const TEACHER = { email: 'teacher@example.com', password: 'studydesk' };
/** a fast typist's pace, per key, for the sign-in typed as a person types it */
const TYPING_MS_PER_KEY = 120;
const BUDGET = {
  loginLcpMs: 800,
  loginLcpRatio: 1.5,
  loginLcpPhoneMs: 1500,
  loginLcpPhoneRatio: 2,
  loginJsKb: 150,
  usableMs: 1500,
  usableRatio: 2,
  dialogShownMs: 200,
  inpMs: 100,
};
/** A phone's network, as Chrome's "slow 4G" preset has it (bytes per second). */
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const ALL_ON_PHONE = process.argv.includes('--net') && process.argv[process.argv.indexOf('--net') + 1] === 'slow4g';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null ? '    –' : `${Math.round(value)} ms`.padStart(7));
const median = (values) => medianAndWorst(values).median;

// ---------------------------------------------------------------------------------------
// The floor: the same screens as plain HTML, no script at all.
const LOGIN_FLOOR = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>StudyDesk</title><style>body{font:16px system-ui,sans-serif;margin:0;background:#f5f6fa;color:#1d2433}main{max-width:26rem;margin:10vh auto;background:#fff;border:1px solid #d8dce6;border-radius:12px;padding:24px}
label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font:inherit}button{margin-top:16px;width:100%;padding:10px;font:inherit;background:#4f46e5;color:#fff;border:0;border-radius:8px}</style></head>
<body><main><h1>Sign in</h1><p>Sign in to StudyDesk with your email address and password.</p>
<form action="/home" method="get"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit">Sign in</button></form><p><a href="/forgotten-password">Forgotten your password?</a></p></main></body></html>`;

const HOME_FLOOR = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>StudyDesk</title>
<style>body{font:16px system-ui,sans-serif;margin:0;color:#1d2433}main{padding:24px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d8dce6;padding:8px;text-align:left}</style></head>
<body><main><h1>Study plans</h1><table aria-label="Study plans"><thead><tr><th>Plan</th><th>Next lesson</th><th>Tickets</th></tr></thead><tbody>
${Array.from({ length: 10 }, (_, i) => `<tr><td><a href="#plan">Plan ${i + 1}</a></td><td>0${(i % 9) + 1}/12/2026 10:30</td><td>${i}</td></tr>`).join('')}
</tbody></table><details id="floor-dialog"><summary>Lesson ${'details'}</summary><p>Small talk, 1 h, 5 points.</p></details></main></body></html>`;

function startFloor() {
  const server = http.createServer((request, response) => {
    const page = request.url.startsWith('/home') ? HOME_FLOOR : LOGIN_FLOOR;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }));
  });
}

// ---------------------------------------------------------------------------------------
// In the page: LCP and Event Timing (the interactions INP is made of).
function observePage() {
  window.__bench = { lcp: 0, events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__bench.events.push({ id: entry.interactionId, duration: entry.duration, start: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Runs `run` on a new page in a fresh browser context (the slowed CPU, and a phone's network
 * when `phone`), and closes the context after it whatever happens.
 */
async function onNewPage(browser, { phone = ALL_ON_PHONE }, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(observePage);
    await context.addInitScript(watchHydration);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (phone) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    }
    return await run(page);
  } finally {
    await context.close();
  }
}

/** LCP of a cold visit to `url` on a phone's network, once `selector` shows. */
async function phoneLcp(browser, url, selector) {
  return onNewPage(browser, { phone: true }, async (page) => {
    await page.goto(url);
    await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(200);
    return await page.evaluate(() => window.__bench.lcp);
  });
}

/**
 * Until `selector` is on the page after the next click, on the page's clock: from the
 * click event's time stamp to the first animation frame after the element came (the
 * frame that paints it). Install before the click; the function it returns reads it.
 */
async function watchClickTo(page, selector) {
  await page.evaluate((wanted) => {
    window.__clickTo = null;
    let clickedAt = null;
    document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (clickedAt === null || !document.querySelector(wanted)) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__clickTo = performance.now() - clickedAt));
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
  return () => page.evaluate(() => window.__clickTo);
}

/** Bytes transferred for this document so far (navigation + resources), and of them JavaScript. */
async function transferred(page) {
  return page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    let all = 0;
    let js = 0;
    let jsBodies = 0;
    for (const entry of entries) {
      all += entry.transferSize;
      if (/\.js(\?|$)/.test(entry.name)) {
        js += entry.transferSize;
        jsBodies += entry.encodedBodySize;
      }
    }
    return { all, js, jsBodies, count: entries.length };
  });
}

/**
 * The longest Event Timing entry of interactions since `since` (ms on the page clock):
 * the interaction's input delay, processing and time to the next paint. Null when every
 * part of it stayed under 16 ms (the browser does not report shorter ones).
 */
async function interactionSince(page, since) {
  await page.waitForTimeout(300);
  return page.evaluate((from) => {
    const durations = window.__bench.events.filter((event) => event.start >= from).map((event) => event.duration);
    return durations.length ? Math.max(...durations) : null;
  }, since);
}

const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * Starts watching the page for `selector`; the function it returns gives the time on the
 * page's clock from now until the element was in the DOM (null if it never came). Unlike
 * the Node clock around Playwright's waitFor, it leaves out the driver's polling, which is
 * slow in a page whose CPU is slowed 4×.
 */
async function watchFor(page, selector) {
  const since = await page.evaluate((wanted) => {
    window.__seen = null;
    const check = () => {
      if (window.__seen === null && document.querySelector(wanted)) {
        window.__seen = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    return performance.now();
  }, selector);
  return () => page.evaluate((from) => (window.__seen === null ? null : window.__seen - from), since);
}

/** Runs `act` and waits for `done`; returns the time in between (Node clock) and the INP. */
async function timed(page, act, done) {
  const since = await pageNow(page);
  const started = performance.now();
  await act();
  await done();
  const elapsed = performance.now() - started;
  return { elapsed, inp: await interactionSince(page, since) };
}

async function appRun(browser, baseUrl) {
  return onNewPage(browser, {}, async (page) => {
    const result = {};
    await page.goto(`${baseUrl}/login`);
    const email = page.locator(`${LIVE_LOGIN} input[type="email"]`);
    await email.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    result.lcp = await page.evaluate(() => window.__bench.lcp);
    // removals of the form and layout shifts until now, when it is hydrated
    Object.assign(result, await hydrationSeen(page));
    const login = await transferred(page);
    result.loginJs = login.js;
    result.loginJsBodies = login.jsBodies;
    result.loginAll = login.all;

    await email.fill(TEACHER.email);
    await page.locator(`${LIVE_LOGIN} input[type="password"]`).fill(TEACHER.password);
    const rows = page.locator(HOME_ROWS);
    const rowsInPage = await watchFor(page, HOME_ROWS);
    const signIn = await timed(
      page,
      () => page.locator(`${LIVE_LOGIN} button[type="submit"]`).click(),
      () => rows.first().waitFor({ state: 'visible', timeout: 60_000 }),
    );
    result.usable = signIn.elapsed;
    result.usableInPage = await rowsInPage();
    await page.waitForLoadState('networkidle');
    const home = await transferred(page);
    result.homeAll = home.all - login.all;
    result.homeJs = home.js - login.js;

    const plan = await timed(
      page,
      () => rows.first().getByRole('link').first().click(),
      () => page.getByTestId('activities-list').getByTestId('activity-item').first().waitFor({ state: 'visible', timeout: 60_000 }),
    );
    result.planInp = plan.inp ?? 16;
    result.planShown = plan.elapsed;
    await page.waitForLoadState('networkidle');
    const view = await transferred(page);
    result.planAll = view.all - home.all;
    result.planJs = view.js - home.js;

    const item = page.getByTestId('activities-list').getByTestId('activity-item').first();
    // a CSS selector: a role query walks the whole page on every poll, on the page's own (slowed) thread
    const dialogRoot = page.locator('[role="dialog"]');
    const dialogInPage = await watchClickTo(page, '[role="dialog"]');
    const dialog = await timed(
      page,
      () => item.getByRole('button').first().click(),
      () => dialogRoot.waitFor({ state: 'visible', timeout: 60_000 }),
    );
    result.dialogInp = dialog.inp ?? 16;
    result.dialogShown = dialog.elapsed;
    result.dialogInPage = await dialogInPage();
    result.loadAtDialog = os.loadavg()[0];
    await page.waitForLoadState('networkidle');

    const save = await timed(
      page,
      () => dialogRoot.getByRole('button', { name: 'Save', exact: true }).click(),
      () => page.getByTestId('toasts').getByText('Activity saved').first().waitFor({ state: 'visible', timeout: 60_000 }),
    );
    result.saveInp = save.inp ?? 16;
    result.saveShown = save.elapsed;
    return result;
  });
}

/**
 * Sign in → usable again, with the email and password typed key by key at a person's pace
 * instead of filled at once: what the browser prepares from the first keystroke (the home
 * screen's code) is then in before the click, as it is for people. Timed from the click.
 */
async function typedSignInRun(browser, baseUrl) {
  return onNewPage(browser, {}, async (page) => {
    await page.goto(`${baseUrl}/login`);
    const email = page.locator(`${LIVE_LOGIN} input[type="email"]`);
    await email.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await email.pressSequentially(TEACHER.email, { delay: TYPING_MS_PER_KEY });
    await page.locator(`${LIVE_LOGIN} input[type="password"]`).pressSequentially(TEACHER.password, { delay: TYPING_MS_PER_KEY });
    const rows = page.locator(HOME_ROWS);
    const signIn = await timed(
      page,
      () => page.locator(`${LIVE_LOGIN} button[type="submit"]`).click(),
      () => rows.first().waitFor({ state: 'visible', timeout: 60_000 }),
    );
    return signIn.elapsed;
  });
}

async function floorRun(browser, floorUrl) {
  return onNewPage(browser, {}, async (page) => {
    await page.goto(`${floorUrl}/login`);
    await page.locator('#email').waitFor({ state: 'visible' });
    await page.waitForLoadState('load');
    const lcp = await page.evaluate(() => window.__bench.lcp);
    const login = await transferred(page);
    await page.fill('#email', TEACHER.email);
    await page.fill('#password', TEACHER.password);
    const started = performance.now();
    await page.click('button[type="submit"]');
    await page.locator('table tbody tr').first().waitFor({ state: 'visible' });
    const usable = performance.now() - started;
    const shownInPage = await watchClickTo(page, '#floor-dialog[open]');
    const open = await timed(
      page,
      () => page.click('#floor-dialog summary'),
      () => page.locator('#floor-dialog p').waitFor({ state: 'visible' }),
    );
    return { lcp, loginAll: login.all, usable, inp: open.inp ?? 16, shown: open.elapsed, shownInPage: await shownInPage() };
  });
}

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

function row(label, value, budget, floor, unit = ms) {
  const verdict = budget === null || value === null ? '    ' : value <= budget ? 'met ' : 'OVER';
  const ratio = floor && value !== null ? `${(value / floor).toFixed(1)}×`.padStart(6) : '      ';
  console.log(
    `  ${label.padEnd(36)} ${unit(value).padStart(9)}   budget ${budget === null ? '   –    ' : unit(budget).padStart(8)} ${verdict}` +
      `   floor ${floor === null ? '     –' : unit(floor).padStart(8)} ${ratio}`,
  );
}

async function main() {
  buildWhatIsStale();
  const load = os.loadavg().map((n) => n.toFixed(1)).join(' ');
  const server = await startServer({ demo: true, port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined });
  const floor = await startFloor();
  const wire = await pageOnTheWire(`${server.url}/login`);
  const floorWire = await pageOnTheWire(`${floor.url}/login`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const app = [];
  const floors = [];
  const failed = [];
  try {
    // one run of each to warm the server (its files, JIT) before the measured runs
    await appRun(browser, server.url).catch((error) => failed.push(`warm-up: ${firstLine(error)}`));
    await floorRun(browser, floor.url);
    for (let i = 0; i < RUNS; i += 1) {
      // on a loaded machine a step can time out: that run is left out and said so below
      let run;
      try {
        run = await appRun(browser, server.url);
        run.usableTyped = await typedSignInRun(browser, server.url);
      } catch (error) {
        failed.push(`run ${i + 1}: ${firstLine(error)}`);
        continue;
      }
      const floorFigures = await floorRun(browser, floor.url);
      run.phoneLcp = await phoneLcp(browser, `${server.url}/login`, `${LOGIN_FORM} input[type="email"]`);
      floorFigures.phoneLcp = await phoneLcp(browser, `${floor.url}/login`, '#email');
      app.push(run);
      floors.push(floorFigures);
      process.stdout.write(`  run ${i + 1}/${RUNS} done\r`);
    }
  } finally {
    await browser.close();
    floor.close();
    server.stop();
  }
  if (app.length === 0) throw new Error(`no run finished:\n  ${failed.join('\n  ')}`);
  const m = (key) => median(app.map((run) => run[key]));
  const f = (key) => median(floors.map((run) => run[key]));
  console.log(`\nbench:web: headless Chromium, CPU ${CPU_SLOWDOWN}× slower, loopback; medians of ${app.length} cold runs (after one warm-up)`);
  for (const failure of failed) console.log(`  left out, timed out or failed: ${failure}`);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${load} at start, ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} at end\n`);
  const ratioVerdict = (value, floorValue, ratio) =>
    `(budget also ≤ ${ratio}× the floor: ${value !== null && floorValue ? (value / floorValue <= ratio ? 'met' : 'OVER') : '–'})`;
  console.log(`  ${'first visit: /login'.padEnd(36)}     value   budget            floor (static page, same runs)`);
  row('LCP', m('lcp'), BUDGET.loginLcpMs, f('lcp'));
  console.log(`  ${''.padEnd(36)}           ${ratioVerdict(m('lcp'), f('lcp'), BUDGET.loginLcpRatio)}`);
  row("LCP on a phone's network (slow 4G)", m('phoneLcp'), BUDGET.loginLcpPhoneMs, f('phoneLcp'));
  console.log(`  ${''.padEnd(36)}           ${ratioVerdict(m('phoneLcp'), f('phoneLcp'), BUDGET.loginLcpPhoneRatio)}`);
  printFirstPaintBytes({ row, kb, wire, floorWire, runs: app });
  row('JavaScript transferred', m('loginJs'), BUDGET.loginJsKb * 1024, null, kb);
  row('  of it, compressed bodies', m('loginJsBodies'), null, null, kb);
  // no budget: the 120 KB for everything /login transfers was withdrawn (the design card's
  // libraries alone cost ~112 KB); what the first paint needs is the first 14 KB, above
  row('everything transferred (with headers)', m('loginAll'), null, f('loginAll'), kb);
  console.log(`\n  a teacher's day`);
  row('sign in → /teacher/home usable', m('usable'), BUDGET.usableMs, f('usable'));
  console.log(`  ${''.padEnd(36)}           ${ratioVerdict(m('usable'), f('usable'), BUDGET.usableRatio)}`);
  row('  … rows in the DOM, page clock', m('usableInPage'), BUDGET.usableMs, f('usable'));
  row(`  … typed at ${TYPING_MS_PER_KEY} ms a key, not filled`, m('usableTyped'), BUDGET.usableMs, f('usable'));
  row('open a study plan: INP', m('planInp'), BUDGET.inpMs, f('inp'));
  row('  … until its activities show', m('planShown'), null, f('shown'));
  row('open the activity dialog: INP', m('dialogInp'), BUDGET.inpMs, f('inp'));
  row('  … until the dialog shows', m('dialogShown'), null, f('shown'));
  row('  … click to dialog painted, page clock', m('dialogInPage'), BUDGET.dialogShownMs, f('shownInPage'));
  row('    … the worst of the runs', medianAndWorst(app.map((run) => run.dialogInPage)).worst, BUDGET.dialogShownMs, null);
  console.log(`  ${''.padEnd(36)}           (each run's: ${app.map((run) => `${Math.round(run.dialogInPage)} ms at load ${run.loadAtDialog.toFixed(1)}`).join(', ')})`);
  row('save the activity: INP', m('saveInp'), BUDGET.inpMs, f('inp'));
  row('  … until "Activity saved" shows', m('saveShown'), null, null);
  console.log(`\n  transferred per route (after the one before; cold cache)`);
  row('/login', m('loginAll'), null, null, kb);
  row('  → /teacher/home', m('homeAll'), null, null, kb);
  row('    of it JavaScript', m('homeJs'), null, null, kb);
  row('  → /teacher/study-plans/…', m('planAll'), null, null, kb);
  row('    of it JavaScript', m('planJs'), null, null, kb);
  console.log('\n  (INP: the longest Event Timing entry of the interaction, input to next paint; 16 ms stands for "16 or less": the browser reports nothing shorter)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
