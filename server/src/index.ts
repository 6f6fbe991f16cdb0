import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { drainOnSignals } from './cluster/drain';
import { isReady, openHealthPort } from './cluster/health-port';
import { runPrimary } from './cluster/primary';
import { serveAsWorker } from './cluster/worker';
import { loadConfig, type ServerConfig } from './config';
import { issueSetupLink, setupLogLine } from './modules/setup';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

async function main() {
  const config = loadConfig();
  const workers = config.workers ?? 1;
  if (workers > 1 && cluster.isPrimary) await startPrimary(config, workers);
  else await serve(config, cluster.isWorker);
}

/** The defaults of loadConfig, for a config built by hand. */
function drainTimes(config: ServerConfig) {
  return { graceMs: config.drainGraceMs ?? 0, timeoutMs: config.shutdownTimeoutMs ?? 20_000 };
}

/** What a start prints once the server takes requests: where it runs, the demo accounts, the first-run link. */
function announce(log: FastifyBaseLogger, config: ServerConfig, demoSeeded: boolean, setupLink: string | null, workers?: number): void {
  log.info(`StudyDesk is running at ${config.publicUrl}${workers ? ` (${workers} workers)` : ''}`);
  if (demoSeeded) {
    // a fresh demo install: say how to get in (STUDYDESK_DEMO=0 turns the demo off)
    const accounts = DEMO_ACCOUNTS.map((a) => `${a.profile} ${a.email}`).join(', ');
    log.info(`Demo school created. Sign in as ${accounts}; password "${DEMO_ACCOUNTS[0].password}"`);
  }
  if (setupLink) log.warn({ validHours: 24 }, setupLogLine(setupLink));
}

/**
 * The primary prepares the database once (migrations, site defaults, dictionary, the demo
 * school) and makes the one first-run link, then forks the workers (cluster/primary.ts).
 */
async function startPrimary(config: ServerConfig, workers: number): Promise<void> {
  const prepared = await buildApp({ config, logger: { level: config.logLevel } });
  const { log, demoSeeded } = prepared;
  const setupLink = await issueSetupLink(prepared.db, config.publicUrl);
  await prepared.close();
  await runPrimary({
    workers,
    stallMs: config.workerStallMs ?? 10_000,
    shutdownTimeoutMs: drainTimes(config).timeoutMs,
    healthPort: config.healthPort ?? null,
    host: config.host,
    log,
    onListening: () => announce(log, config, demoSeeded, setupLink, workers),
  });
}

/** One server process: alone (WORKERS=1), or one of the primary's workers. */
async function serve(config: ServerConfig, isWorker: boolean) {
  const app = await buildApp({ config });
  const drain = drainOnSignals(app, drainTimes(config));
  if (isWorker) {
    await serveAsWorker(app, { port: config.port, host: config.host, stallMs: config.workerStallMs ?? 10_000, drain });
    return;
  }
  // the process that migrated says how to get into a school without an admin
  const setupLink = await issueSetupLink(app.db, config.publicUrl);
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  if (config.healthPort) {
    // alone, the process is its own primary: ready while it listens and does not drain
    await openHealthPort(config.healthPort, config.host, () => ({ ready: isReady(1, 1, app.draining), body: { workers: 1, draining: app.draining } }));
  }
  announce(app.log, config, app.demoSeeded, setupLink);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
