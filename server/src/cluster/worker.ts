import type { FastifyInstance } from 'fastify';
import { WORKER_ALIVE, WORKER_READY, heartbeatEveryMs, isDrainMessage, type WorkerSignal } from './messages';

export interface WorkerOptions {
  port: number;
  host: string;
  /** the primary's WORKER_STALL_MS: the heartbeat beats a few times within it */
  stallMs: number;
  /** what the primary's drain message starts (drain.ts) */
  drain: () => void;
}

/**
 * A worker of the primary (docs/architecture.md#process-model): it listens on the app's
 * port through node:cluster, which hands it connections in turn, says it is ready, and
 * beats over IPC while its event loop turns; a worker whose beats stop is replaced.
 */
export async function serveAsWorker(app: FastifyInstance, { port, host, stallMs, drain }: WorkerOptions): Promise<void> {
  await app.listen({ port, host, backlog: 4096 });
  process.on('message', (message: unknown) => {
    if (isDrainMessage(message)) drain();
  });
  const tell = (type: WorkerSignal['type']) => {
    if (process.connected) process.send?.({ type } satisfies WorkerSignal);
  };
  tell(WORKER_READY);
  setInterval(() => tell(WORKER_ALIVE), heartbeatEveryMs(stallMs)).unref();
}
