import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster/primary';
import { serveAsWorker } from './cluster/worker';
import { loadConfig, type ServerConfig } from './config';
import { issueSetupLink, setupLogLine } from './modules/setup';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

async function main() {
  const config = loadConfig();
  const workers = config.workers ?? 1;
  if (workers > 1 && cluster.isPrimary) await runPrimary(config, workers);
  else await serve(config, cluster.isWorker);
}

/** One server process: alone (WORKERS=1), or one of the primary's workers. */
async function serve(config: ServerConfig, isWorker: boolean) {
  const app = await buildApp({ config });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  // a worker's primary holds the port and says where the server runs once every worker is ready
  if (isWorker) return serveAsWorker(app);
  // the process that migrated says how to get into a school without an admin
  const setupLink = await issueSetupLink(app.db, config.publicUrl);
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  app.log.info(`StudyDesk is running at ${config.publicUrl}`);
  if (app.demoSeeded) {
    // a fresh demo install: say how to get in (STUDYDESK_DEMO=0 turns the demo off)
    const accounts = DEMO_ACCOUNTS.map((a) => `${a.profile} ${a.email}`).join(', ');
    app.log.info(`Demo school created. Sign in as ${accounts}; password "${DEMO_ACCOUNTS[0].password}"`);
  }
  if (setupLink) app.log.warn({ validHours: 24 }, setupLogLine(setupLink));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
