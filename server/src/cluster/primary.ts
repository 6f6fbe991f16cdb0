import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { isReady, openHealthPort, type Readiness } from './health-port';
import { DRAIN, WORKER_READY, heartbeatEveryMs, isWorkerSignal, type DrainMessage } from './messages';
import { isRelayMessage } from './relay';

export interface PrimaryOptions {
  workers: number;
  /** WORKER_STALL_MS: a ready worker unheard of this long is replaced */
  stallMs: number;
  /** SHUTDOWN_TIMEOUT_MS: each worker's own limit; the primary waits a second longer */
  shutdownTimeoutMs: number;
  /** HEALTH_PORT, on `host`; null: none */
  healthPort: number | null;
  host: string;
  log: FastifyBaseLogger;
  /** once every first worker listens (the "running at" line) */
  onListening: () => void;
}

interface Slot {
  worker: Worker;
  /** it listens: from its first "ready" on its beats are watched */
  ready: boolean;
  heardAt: number;
  /** replaced or stopping: its exit forks nothing */
  retired: boolean;
}

/** A worker that exits unasked is forked again after this pause (not in a tight loop). */
const REFORK_MS = 200;

/**
 * The primary of `WORKERS` > 1 (docs/architecture.md#process-model): it serves no
 * request and keeps no server on the app's port; node:cluster hands the workers' shared
 * port's connections to them in turn. It watches their heartbeats: a ready worker unheard
 * for `stallMs` is taken out of that turn (`disconnect` removes it from the shared
 * port at once), replaced by a new one and killed. It answers liveness and readiness on
 * the health port, and on SIGTERM tells every worker to drain and exits once they have.
 */
export async function runPrimary(options: PrimaryOptions): Promise<void> {
  const { workers, stallMs, log } = options;
  const slots = new Map<number, Slot>();
  let draining = false;
  let listening = false;
  let failures = 0;
  let health: Server | undefined;

  const fork = () => {
    const worker = cluster.fork();
    slots.set(worker.id, { worker, ready: false, heardAt: Date.now(), retired: false });
  };
  const alive = (now = Date.now()) => [...slots.values()].filter((s) => s.ready && !s.retired && now - s.heardAt <= stallMs).length;
  const readiness = (): Readiness => {
    const count = alive();
    return { ready: isReady(count, workers, draining), body: { workers, alive: count, draining } };
  };

  cluster.on('message', (from: Worker, message: unknown) => {
    // a change one worker makes (the site settings) is told to the others at once
    if (isRelayMessage(message)) {
      for (const { worker } of slots.values()) if (worker !== from && worker.isConnected()) worker.send(message);
      return;
    }
    const slot = slots.get(from.id);
    if (!slot || !isWorkerSignal(message)) return;
    if (message.type === WORKER_READY) slot.ready = true;
    slot.heardAt = Date.now();
    if (!listening && alive() === workers) {
      listening = true;
      options.onListening();
    }
  });

  const finish = () => {
    health?.close();
    process.exit(failures > 0 ? 1 : 0);
  };
  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker.id);
    slots.delete(worker.id);
    if (draining) {
      if (code !== 0) failures += 1;
      if (slots.size === 0) finish();
      return;
    }
    if (slot?.retired) return;
    log.error({ pid: worker.process.pid, code, signal }, 'a worker died; starting another');
    setTimeout(fork, REFORK_MS);
  });

  // a worker whose beats stopped: out of the turn at once, a new one forked, the old one killed
  const watch = setInterval(() => {
    const now = Date.now();
    for (const slot of slots.values()) {
      if (!slot.ready || slot.retired || now - slot.heardAt <= stallMs) continue;
      slot.retired = true;
      log.error({ pid: slot.worker.process.pid, silentMs: now - slot.heardAt, stallMs }, 'a worker stalled (its event loop is blocked); replacing it');
      slot.worker.disconnect();
      if (!draining) fork();
      slot.worker.process.kill('SIGKILL');
    }
  }, heartbeatEveryMs(stallMs));

  const killAll = (why: string) => {
    log.warn({ why }, 'shutdown cut short: killing the workers');
    for (const { worker } of slots.values()) worker.process.kill('SIGKILL');
    process.exit(1);
  };
  const drain = (signal: NodeJS.Signals) => {
    if (draining) return killAll(`a second ${signal}`);
    draining = true;
    clearInterval(watch);
    log.info({ signal, workers: slots.size }, 'draining: not ready; each worker finishes its requests under way');
    for (const { worker } of slots.values()) if (worker.isConnected()) worker.send({ type: DRAIN } satisfies DrainMessage);
    setTimeout(() => killAll(`workers still running after ${options.shutdownTimeoutMs} ms`), options.shutdownTimeoutMs + 1_000).unref();
    if (slots.size === 0) finish();
  };
  process.on('SIGTERM', () => drain('SIGTERM'));
  process.on('SIGINT', () => drain('SIGINT'));

  if (options.healthPort !== null) health = await openHealthPort(options.healthPort, options.host, readiness);
  for (let i = 0; i < workers; i += 1) fork();
}
