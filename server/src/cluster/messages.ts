/**
 * What the primary and its workers tell each other, besides the relay of setting changes
 * (relay.ts): a worker says it is ready and, every second, that its event loop still turns;
 * the primary hands a worker a connection with the bytes it already read of it.
 */
export const WORKER_READY = 'studydesk:ready';
export const WORKER_ALIVE = 'studydesk:alive';
export const CONNECTION = 'studydesk:connection';

export interface WorkerSignal {
  type: typeof WORKER_READY | typeof WORKER_ALIVE;
}

export interface ConnectionMessage {
  type: typeof CONNECTION;
  /** the bytes the front door read before it knew where the connection goes, base64 */
  head: string;
}

export function isWorkerSignal(message: unknown): message is WorkerSignal {
  const type = (message as WorkerSignal | null)?.type;
  return type === WORKER_READY || type === WORKER_ALIVE;
}

export function isConnectionMessage(message: unknown): message is ConnectionMessage {
  return (message as ConnectionMessage | null)?.type === CONNECTION;
}
