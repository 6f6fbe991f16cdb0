import cluster, { type Worker } from 'node:cluster';
import type net from 'node:net';
import type { ServerConfig } from '../config';
import { buildApp } from '../app';
import { issueSetupLink, setupLogLine } from '../modules/setup';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { openFrontDoor, type HealthAnswer } from './front-door';
import { CONNECTION, WORKER_READY, isWorkerSignal, type ConnectionMessage } from './messages';
import { isRelayMessage } from './relay';

/** A worker unheard of this long no longer counts as live for the health check. */
const ALIVE_WITHIN_MS = 5_000;

/**
 * The primary of `WORKERS` > 1: it prepares the database once (migrations, site defaults,
 * dictionary, the demo school), then forks one worker per slot. It holds the port itself
 * (the front door): it answers the health check and hands every other connection to the
 * next worker in turn, so it accepts at once even while every worker is busy
 * (docs/architecture.md#workers). A worker that dies is replaced; SIGTERM/SIGINT stop the
 * workers, then the primary.
 */
export async function runPrimary(config: ServerConfig, workers: number): Promise<void> {
  const prepared = await buildApp({ config, logger: { level: config.logLevel } });
  const log = prepared.log;
  const demoSeeded = prepared.demoSeeded;
  // one first-run link per start, made here where the database was migrated, not per worker
  const setupLink = await issueSetupLink(prepared.db, config.publicUrl);
  await prepared.close();

  let stopping = false;
  let door: net.Server | undefined;
  /** workers that said they are ready, with when each last said it is alive */
  const heard = new Map<Worker, number>();
  const fork = () => cluster.fork({ STUDYDESK_PREPARED: '1' });
  cluster.on('message', (from: Worker, message: unknown) => {
    // a change one worker makes (the site settings) is told to the others at once
    if (isRelayMessage(message)) {
      for (const worker of Object.values(cluster.workers ?? {})) {
        if (worker && worker !== from && worker.isConnected()) worker.send(message);
      }
    } else if (isWorkerSignal(message)) {
      // a worker takes connections from its first "ready" on
      if (message.type !== WORKER_READY && !heard.has(from)) return;
      heard.set(from, Date.now());
      if (heard.size === workers) void open();
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    heard.delete(worker);
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
    door?.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  let next = 0;
  const handOff = (socket: net.Socket, head: Buffer) => {
    const ready = [...heard.keys()].filter((worker) => worker.isConnected());
    if (ready.length === 0) {
      socket.end(busyAnswer());
      return;
    }
    const worker = ready[next++ % ready.length];
    const message: ConnectionMessage = { type: CONNECTION, head: head.toString('base64') };
    worker.send(message, socket, (error) => {
      if (error) socket.destroy();
    });
  };
  const health = (): HealthAnswer => {
    const now = Date.now();
    const live = [...heard.values()].filter((at) => now - at < ALIVE_WITHIN_MS).length;
    return live > 0
      ? { status: 200, body: { status: 'ok' } }
      : { status: 503, body: { message: 'The server is starting or restarting. Try again in a moment.' } };
  };

  let opened = false;
  const open = async () => {
    if (opened) return;
    opened = true;
    door = await openFrontDoor({ port: config.port, host: config.host, backlog: 4096, handOff, health });
    log.info(`StudyDesk is running at ${config.publicUrl} (${workers} workers)`);
    if (demoSeeded) {
      const accounts = DEMO_ACCOUNTS.map((a) => `${a.profile} ${a.email}`).join(', ');
      log.info(`Demo school created. Sign in as ${accounts}; password "${DEMO_ACCOUNTS[0].password}"`);
    }
    if (setupLink) log.warn({ validHours: 24 }, setupLogLine(setupLink));
  };
  for (let i = 0; i < workers; i += 1) fork();
}

/** What a connection gets while no worker is there to serve it (all restarting). */
function busyAnswer(): string {
  const body = JSON.stringify({ message: 'The server is starting or restarting. Try again in a moment.' });
  return [
    'HTTP/1.1 503 Service Unavailable',
    'content-type: application/json; charset=utf-8',
    'retry-after: 1',
    'connection: close',
    `content-length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}
