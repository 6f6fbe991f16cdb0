import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from '../config';
import { buildApp } from '../app';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { isRelayMessage } from './relay';

/**
 * The primary of `WORKERS` > 1: it prepares the database once (migrations, site defaults,
 * dictionary, the demo school), then forks one worker per slot; the workers share the
 * port (node:cluster hands each new connection to the next worker in turn, so the
 * primary, which does nothing else, accepts at once even while every worker is busy).
 * A worker that dies is replaced; SIGTERM/SIGINT stop the workers, then the primary.
 */
export async function runPrimary(config: ServerConfig, workers: number): Promise<void> {
  const prepared = await buildApp({ config, logger: { level: config.logLevel } });
  const log = prepared.log;
  const demoSeeded = prepared.demoSeeded;
  await prepared.close();

  let stopping = false;
  const fork = () => cluster.fork({ STUDYDESK_PREPARED: '1' });
  // a change one worker makes (the site settings) is told to the others at once
  cluster.on('message', (from: Worker, message: unknown) => {
    if (!isRelayMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a worker died; starting another');
    setTimeout(fork, 200);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers }, 'shutting down');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening !== workers) return;
    log.info(`StudyDesk is running at ${config.publicUrl} (${workers} workers)`);
    if (demoSeeded) {
      const accounts = DEMO_ACCOUNTS.map((a) => `${a.profile} ${a.email}`).join(', ');
      log.info(`Demo school created. Sign in as ${accounts}; password "${DEMO_ACCOUNTS[0].password}"`);
    }
  });
  for (let i = 0; i < workers; i += 1) fork();
}
