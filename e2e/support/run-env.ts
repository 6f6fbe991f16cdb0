import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import registry from '@studydesk/shared/remotes/registry.json';
import { freePortNow } from './free-port';

/**
 * Where this test run keeps its server's data and the run-time remotes manifest.
 *
 * Playwright evaluates the config in the runner and again in every worker; the runner
 * creates the folder once and passes it on through the environment, so the server
 * (started by `webServer`) and the tests that rewrite the manifest share one file.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const RUN_DIR_VAR = 'STUDYDESK_E2E_RUN_DIR';

/**
 * The server's port: E2E_PORT when set, else one the OS says is free, chosen once in the
 * runner and handed to the workers through the environment. A busy machine never breaks the run.
 */
function pickPort(): number {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const port = freePortNow();
  process.env.E2E_PORT = String(port);
  return port;
}

export const E2E_PORT = pickPort();
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export interface RunEnv {
  runDir: string;
  dataDir: string;
  remotesFile: string;
}

function paths(runDir: string): RunEnv {
  return { runDir, dataDir: path.join(runDir, 'data'), remotesFile: path.join(runDir, 'remotes.json') };
}

/** Same-origin locations, as `npm start` serves them: <remote path>mf-manifest.json. */
export function defaultManifest(): Record<string, string> {
  return Object.fromEntries(Object.entries(registry).map(([name, remote]) => [name, `${remote.path}mf-manifest.json`]));
}

export function writeManifest(file: string, manifest: Record<string, string>): void {
  // Write then rename, so the server never reads a half-written file.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(manifest, null, 2));
  fs.renameSync(temp, file);
}

/** Creates the run folder (first call in the runner) or finds it (workers). */
export function runEnv(): RunEnv {
  const existing = process.env[RUN_DIR_VAR];
  if (existing) return paths(existing);
  const env = paths(fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-e2e-')));
  fs.mkdirSync(env.dataDir);
  writeManifest(env.remotesFile, defaultManifest());
  process.env[RUN_DIR_VAR] = env.runDir;
  return env;
}
