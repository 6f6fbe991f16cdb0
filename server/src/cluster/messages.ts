/**
 * What the primary and its workers tell each other over cluster IPC, besides the relay of
 * cache changes (relay.ts): a worker says it is ready (listening) and, as its heartbeat,
 * that its event loop still turns; the primary tells a worker to drain.
 */
export const WORKER_READY = 'studydesk:ready';
export const WORKER_ALIVE = 'studydesk:alive';
export const DRAIN = 'studydesk:drain';

export interface WorkerSignal {
  type: typeof WORKER_READY | typeof WORKER_ALIVE;
}

export interface DrainMessage {
  type: typeof DRAIN;
}

export function isWorkerSignal(message: unknown): message is WorkerSignal {
  const type = (message as WorkerSignal | null)?.type;
  return type === WORKER_READY || type === WORKER_ALIVE;
}

export function isDrainMessage(message: unknown): message is DrainMessage {
  return (message as DrainMessage | null)?.type === DRAIN;
}

/** How often a worker beats: a few beats fit in the stall limit, at most one a second. */
export function heartbeatEveryMs(stallMs: number): number {
  return Math.max(25, Math.min(1_000, Math.floor(stallMs / 4)));
}
