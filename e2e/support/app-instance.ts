import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { defaultManifest, REPO_ROOT, writeManifest } from './run-env';

export interface AppInstance {
  /** origin, e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** every line the server printed so far (stdout and stderr) */
  lines(): string[];
  /** waits until a printed line matches, and answers the match */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  close(): Promise<void>;
}

export interface AppInstanceOptions {
  /** its port (e.g. from freePortNow, for a spec's baseURL); a free one when not given */
  port?: number;
  /** what its environment adds or changes (STUDYDESK_DEMO, SMTP_URL, LOG_LEVEL, …) */
  env?: Record<string, string>;
}

/**
 * A server of its own for a spec that needs an install the shared one is not: an empty
 * school, a mail server that is down. The same built server as the suite's, on a free port,
 * with its own data folder; its log is kept so a spec can read what an operator would.
 * The one way a spec starts a server (the suite's own is Playwright's webServer).
 */
export async function startAppInstance({ port: wanted, env = {} }: AppInstanceOptions = {}): Promise<AppInstance> {
  const port = wanted ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-e2e-app-'));
  const dataDir = path.join(runDir, 'data');
  const remotesFile = path.join(runDir, 'remotes.json');
  fs.mkdirSync(dataDir);
  writeManifest(remotesFile, defaultManifest());

  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'server', 'dist', 'index.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      STATIC_ROOT: REPO_ROOT,
      REMOTES_FILE: remotesFile,
      DATABASE_URL: '',
      WORKERS: '1',
      SHED_LAG_MS: '0',
      ...env,
    },
  });
  const printed: string[] = [];
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    printed.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitForLine = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        for (const line of printed) {
          const match = pattern.exec(line);
          if (match) {
            finish();
            resolve(match);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`the server printed no line matching ${pattern} in ${timeoutMs} ms:\n${printed.slice(-20).join('\n')}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(runDir, { recursive: true, force: true });
  };

  // ready once the health check answers (migrations done)
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${printed.slice(-20).join('\n')}`);
    try {
      const answer = await fetch(`${url}/v1/health`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the server at ${url} did not become healthy:\n${printed.slice(-20).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, dataDir, lines: () => [...printed], waitForLine, close };
}
