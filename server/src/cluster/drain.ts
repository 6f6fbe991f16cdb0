import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** true from SIGTERM on: `/v1/health` answers 503 and every answer closes its connection */
    draining: boolean;
    /** requests received and not yet answered (over the network; not app.inject) */
    requestsUnderWay(): number;
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
    let underWay = 0;
    app.server.on('request', (_request, response: { once(event: 'close', listener: () => void): void }) => {
      underWay += 1;
      response.once('close', () => (underWay -= 1));
    });
    app.decorate('requestsUnderWay', () => underWay);
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
 * How long connections left idle, with no request under way, are left to their clients to
 * close before the server closes them: twice nginx's upstream `keepalive_timeout`
 * (deploy/nginx.conf), so a balancer's idle connections end from its side.
 */
const IDLE_LEFT_TO_CLIENTS_MS = 10_000;
/** Past the timeout, what the close hooks (the database's) may still take. */
const CLOSE_HOOKS_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const connectionsOf = (server: net.Server) => new Promise<number>((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));

/**
 * SIGTERM/SIGINT (and the drain message of the cluster primary) drain this process in the
 * order docs/architecture.md#shutdown-order gives: not ready at once, each answer closing
 * its connection; after `graceMs` the listening socket closes. Connections idle then are
 * not closed by the server: their client either sends one more request (answered, then
 * closed) or closes them itself (nginx within its upstream `keepalive_timeout`), so no
 * request is ever sent on a connection the server has just closed. Once no connection is
 * left (or only idle ones for 10 s, or `timeoutMs` passed with only idle ones), the app
 * closes (and with it the idle connections): the job runner claims
 * nothing more, so queued jobs stay queued for another instance; the database closes; the
 * process exits 0. A second signal, or `timeoutMs` passing with a request under way, ends
 * it at once with exit code 1.
 */
export function drainOnSignals(app: FastifyInstance, { graceMs, timeoutMs }: DrainOptions): () => void {
  let started = false;
  const cutShort = (why: string) => {
    app.log.warn({ why }, 'shutdown cut short: ending now');
    process.exit(CUT_SHORT);
  };
  const finish = async (deadline: number) => {
    // net.Server's close, not http.Server's: since Node 19 the latter also closes every
    // idle kept-alive connection at once, racing a client about to send on one
    net.Server.prototype.close.call(app.server);
    let idleSince = Number.POSITIVE_INFINITY;
    while (Date.now() < deadline && (await connectionsOf(app.server)) > 0) {
      // only idle connections left, for long enough: their clients keep them; close them
      idleSince = app.requestsUnderWay() > 0 ? Number.POSITIVE_INFINITY : Math.min(idleSince, Date.now());
      if (Date.now() - idleSince >= IDLE_LEFT_TO_CLIENTS_MS) break;
      await sleep(50);
    }
    if (app.requestsUnderWay() > 0) return cutShort(`requests still under way after ${timeoutMs} ms`);
    setTimeout(() => cutShort('the close hooks did not end'), CLOSE_HOOKS_MS).unref();
    await app.close();
    app.log.info('drained; exiting');
    process.exit(0);
  };
  const drain = (reason: string) => {
    if (started) return;
    started = true;
    app.draining = true;
    const deadline = Date.now() + timeoutMs;
    app.log.info({ reason, graceMs, timeoutMs }, 'draining: not ready; finishing the requests under way');
    setTimeout(() => {
      finish(deadline).catch((err: unknown) => {
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
