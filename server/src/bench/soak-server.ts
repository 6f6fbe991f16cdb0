/**
 * The built server in a child process for the soak and the load bench, in its own process
 * group: with WORKERS > 1 the server is a primary and its workers, and a crash (`kill -9`)
 * or a stop must reach all of them, as a power cut or a service manager would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SERVER_DIR } from './bench-kit';

export interface ServerChild {
  child: ChildProcess;
  base: string;
  /** the signal to every process of the server */
  kill(signal: NodeJS.Signals): void;
  /** resolves once the primary has exited */
  exited(): Promise<void>;
}

export interface ServerChildOptions {
  port: number;
  dataDir: string;
  /** null: SQLite in dataDir */
  databaseUrl: string | null;
  /** the server's request log goes here when set (to see which call was slow) */
  logFile?: string;
  /** the server's entry script (default: this build's dist/index.js) */
  entry?: string;
  env?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `/v1/health`'s status on a connection of its own, closed after: a kept-alive one (fetch
 * keeps it for the server's 72 s) would be an idle client that a drain waits for.
 */
function healthOk(base: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/v1/health`, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
}

export async function startServerChild(options: ServerChildOptions): Promise<ServerChild> {
  const base = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [options.entry ?? path.join(SERVER_DIR, 'dist', 'index.js')], {
    cwd: SERVER_DIR,
    detached: true,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      STUDYDESK_DEMO: '0',
      LOG_LEVEL: options.logFile ? 'info' : 'warn',
      STATIC_ROOT: '',
      ...options.env,
    },
    stdio: ['ignore', options.logFile ? fs.openSync(options.logFile, 'a') : 'ignore', 'inherit'],
  });
  const exited = () => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
  const kill = (signal: NodeJS.Signals) => {
    try {
      // the group: the primary and every worker it forked
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
  };
  // a busy machine starts the primary and its workers slowly
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await healthOk(base)) === 200) return { child, base, kill, exited };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  kill('SIGKILL');
  throw new Error('the server did not answer /v1/health within 180 s');
}
