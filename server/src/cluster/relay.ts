import cluster from 'node:cluster';

/** A message a worker asks the primary to pass to every other worker. */
export const RELAY_MESSAGE = 'studydesk:relay';

export interface RelayMessage {
  type: typeof RELAY_MESSAGE;
  topic: string;
}

export function isRelayMessage(message: unknown): message is RelayMessage {
  return typeof message === 'object' && message !== null && (message as RelayMessage).type === RELAY_MESSAGE;
}

/** Tells the other workers of this server (none when it runs as one process). */
export function relayToSiblings(topic: string): void {
  if (cluster.isWorker && process.send) process.send({ type: RELAY_MESSAGE, topic } satisfies RelayMessage);
}

/** Hears what another worker relayed; returns the unsubscribe. */
export function onSiblingMessage(listener: (topic: string) => void): () => void {
  if (!cluster.isWorker) return () => undefined;
  const handler = (message: unknown) => {
    if (isRelayMessage(message)) listener(message.topic);
  };
  process.on('message', handler);
  return () => void process.off('message', handler);
}
