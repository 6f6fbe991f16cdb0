import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { REPO_ROOT } from './run-env';

/** A server of its own on an empty database (STUDYDESK_DEMO=0), and the setup link it printed. */
export interface EmptyInstall {
  baseUrl: string;
  setupLink: string;
  /** every line the server wrote so far */
  log(): string;
  stop(): Promise<void>;
}

const SETUP_LINE = /Set up StudyDesk: (\S+?)"/;

/**
 * Starts the built server as a new school would (`STUDYDESK_DEMO=0`), on a fresh data
 * folder and a free port, and waits for the setup link in its log, as a person reads it there.
 */
export async function startEmptyInstall(timeoutMs = 90_000): Promise<EmptyInstall> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-first-run-'));
  const server: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'server', 'dist', 'index.js')], {
    cwd: REPO_ROOT,
    env: { ...process.env, STUDYDESK_DEMO: '0', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, STATIC_ROOT: REPO_ROOT, WORKERS: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + timeoutMs;
  while (!SETUP_LINE.test(output)) {
    if (server.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`no setup link from the server:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, setupLink: (SETUP_LINE.exec(output) as RegExpExecArray)[1], log: () => output, stop };
}
