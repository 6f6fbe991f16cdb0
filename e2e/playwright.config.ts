import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_PORT, REPO_ROOT, runEnv } from './support/run-env';

// The composed system as one user gets it: the built server serving the API, the
// shell and every remote on one port. The builds are made beforehand
// (`npm run test:e2e` runs scripts/ensure-built.mjs first).
const env = runEnv();
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './specs',
  // Overridable so two runs on one machine (E2E_PORT too) do not clobber each other.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // One worker: tests that move remotes rewrite the one manifest file the server reads,
  // which a second worker's tests would see. (Two cores: Chromium on one, the server and
  // the remote hosts on the other.)
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? './playwright-report' }]],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    // The app registers a service worker after its first paint; requests it answers pass
    // by page.route and holdRequests. Tests get pages without it, but for the specs about
    // it (reviews-offline.spec.ts: `test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium (apt-get install chromium); Playwright's own browsers are never downloaded.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node ${JSON.stringify(path.join(REPO_ROOT, 'server', 'dist', 'index.js'))}`,
    cwd: REPO_ROOT,
    url: `${BASE_URL}/v1/health`,
    reuseExistingServer: false,
    // A fresh data folder: migrations and the demo school are written before it answers.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: env.dataDir,
      STATIC_ROOT: REPO_ROOT,
      REMOTES_FILE: env.remotesFile,
      LOG_LEVEL: 'warn',
      // The e2e suite runs on the embedded database whatever the shell exported.
      DATABASE_URL: '',
      // One browser's clicks are never more than the server can take: on a busy 2-core
      // machine the browser's own work lags the event loop, and shedding would answer its
      // calls 503. Shedding is tested in the server suite (load-shedding.test.ts).
      SHED_LAG_MS: '0',
    },
  },
});
