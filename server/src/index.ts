import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`StudyDesk is running at ${config.publicUrl}`);
  if (app.demoSeeded) {
    // a fresh demo install: say how to get in (STUDYDESK_DEMO=0 turns the demo off)
    const accounts = DEMO_ACCOUNTS.map((a) => `${a.profile} ${a.email}`).join(', ');
    app.log.info(`Demo school created. Sign in as ${accounts}; password "${DEMO_ACCOUNTS[0].password}"`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
