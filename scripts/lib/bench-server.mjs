// The built server on a free port with a throw-away data folder, for the browser benches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './packages.mjs';

/**
 * Starts server/dist/index.js serving the API, the shell and every remote on one port
 * (PORT, or a free one). `demo` seeds the demo school (its accounts sign in).
 * Resolves to `{ url, stop }` once /v1/health answers. The process is started by the
 * server's bench kit (built with the server), as the API benches start it.
 */
export async function startServer({ demo = false, port } = {}) {
  const { spawnServer } = await import(pathToFileURL(path.join(ROOT, 'server', 'dist', 'bench', 'bench-kit.js')).href);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-bench-'));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await spawnServer({
      port,
      cwd: ROOT,
      env: { DATA_DIR: dataDir, DATABASE_URL: '', STUDYDESK_DEMO: demo ? '1' : '0', STATIC_ROOT: ROOT, REMOTES_FILE: '' },
    });
    return {
      url: server.url,
      stop: () => {
        server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}

/** Debian's Chromium, as the e2e suite runs it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
