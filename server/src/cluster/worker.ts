import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { acceptHandedOff } from './front-door';
import { WORKER_ALIVE, WORKER_READY, isConnectionMessage, type WorkerSignal } from './messages';

/** How often a worker tells the primary its event loop still turns. */
const ALIVE_EVERY_MS = 1_000;

/**
 * A worker of the primary (docs/architecture.md#workers): it takes the connections the
 * primary's front door hands it. It also listens on a port of its own on the loopback
 * interface, which nothing is sent to: a listening server is what arms Node's request and
 * header timeouts for every connection it serves.
 */
export async function serveAsWorker(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1', exclusive: true });
  process.on('message', (message: unknown, socket: unknown) => {
    if (!isConnectionMessage(message) || !socket) return;
    acceptHandedOff(app.server, socket as Socket, Buffer.from(message.head, 'base64'));
  });
  const tell = (type: WorkerSignal['type']) => process.send?.({ type } satisfies WorkerSignal);
  tell(WORKER_READY);
  setInterval(() => tell(WORKER_ALIVE), ALIVE_EVERY_MS).unref();
}
