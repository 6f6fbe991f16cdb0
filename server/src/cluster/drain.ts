import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** true from SIGTERM on: `/v1/health` answers 503 and every answer closes its connection */
    draining: boolean;
  }
}

/**
 * What a draining process changes in its answers (docs/architecture.md#shutdown-order):
 * each closes its connection once sent, so a kept-alive connection ends after its
 * current request and a balancer opens its next one to another instance. Closing it
 * after the answer, not while it is idle, leaves no moment where the client sends on a
 * connection the server has just closed.
 */
export const drainState = fp(
  async (app: FastifyInstance) => {
    app.decorate('draining', false);
    app.addHook('onSend', async (_request, reply, payload) => {
      if (app.draining) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'drain-state' },
);

export interface DrainOptions {
  /** how long the port still accepts after the signal (a balancer's check sees 503 first) */
  graceMs: number;
  /** how long requests under way may take before the process ends anyway */
  timeoutMs: number;
}

/** The exit code of a stop that had to cut something short (a second signal, the timeout). */
const CUT_SHORT = 1;

/**
 * SIGTERM/SIGINT (and `startDrain` from the cluster primary) drain this process in the
 * order docs/architecture.md#shutdown-order gives: not ready at once; after `graceMs`
 * the listening socket closes (idle connections with it, Node's `server.close`); requests
 * under way finish, then the app's onClose hooks run (the job runner stops claiming:
 * queued jobs stay queued for another instance; the database closes) and the process
 * exits 0. A second signal, or `timeoutMs` passing, ends it at once with exit code 1.
 */
export function drainOnSignals(app: FastifyInstance, { graceMs, timeoutMs }: DrainOptions): () => void {
  let started = false;
  const cutShort = (why: string) => {
    app.log.warn({ why }, 'shutdown cut short: ending now');
    process.exit(CUT_SHORT);
  };
  const drain = (reason: string) => {
    if (started) return;
    started = true;
    app.draining = true;
    app.log.info({ reason, graceMs, timeoutMs }, 'draining: not ready; finishing the requests under way');
    setTimeout(() => cutShort(`requests still under way after ${timeoutMs} ms`), timeoutMs);
    setTimeout(() => {
      app
        .close()
        .then(() => {
          app.log.info('drained; exiting');
          process.exit(0);
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'could not close cleanly');
          process.exit(CUT_SHORT);
        });
    }, graceMs);
  };
  // only a second signal cuts short: a worker told to drain by its primary may also get
  // the service manager's SIGTERM sent to the whole process group
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) cutShort(`a second ${signal}`);
    signalled = true;
    drain(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return () => drain('the primary is draining');
}
