import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { isHealthCheck } from './health';

/** How often the event loop's lag is measured (its mean over this window is compared). */
const SAMPLE_MS = 500;
/** what a client is told to wait before trying again, in seconds */
const RETRY_AFTER_S = 1;

/**
 * Requests pass until the lag has been measured twice after start-up (`armedAt`): the
 * first samples hold the start-up's own work (migrations, the demo seed), not requests
 * waiting.
 */
function shedder(armedAt: () => number) {
  return (request: FastifyRequest, reply: FastifyReply): { message: string } | undefined => {
    if (isHealthCheck(request) || Date.now() < armedAt()) return undefined;
    return shed(reply);
  };
}

function shed(reply: FastifyReply): { message: string } {
  reply.code(503).header('retry-after', String(RETRY_AFTER_S));
  return { message: 'The server is busy. Try again in a moment.' };
}

/**
 * How long the oldest call has waited for the database: to start (admission.ts), or
 * started, for a pooled connection. The plugins registered after this one decorate the
 * app by the first request.
 */
function oldestWaitMs(app: FastifyInstance): number {
  const now = Date.now();
  return Math.max(app.dbPoolWait?.oldestWaitMs(now) ?? 0, app.admissionQueue?.oldestWaitMs(now) ?? 0);
}

/**
 * Two signs of a backlog, each answered with 503 + Retry-After at once instead of queueing
 * new requests for seconds behind it, the health check always answered
 * (docs/architecture.md#under-pressure):
 * - the event loop lags past `shedLagMs` on average (requests waiting behind other
 *   requests' work in this process);
 * - on PostgreSQL, the oldest call waiting to start or for a pooled connection has
 *   waited past `shedPoolWaitMs`: the database is the bottleneck and the event loop sits
 *   idle meanwhile, so the lag never shows it. Checked before the session lookup, the request's
 *   first query, so a shed request costs the database nothing.
 * Each is off when 0.
 */
export const loadShedding = fp(
  async (app: FastifyInstance, { config }: { config: Pick<ServerConfig, 'shedLagMs' | 'shedPoolWaitMs'> }) => {
    const poolWaitMs = config.shedPoolWaitMs ?? 0;
    if (poolWaitMs > 0) {
      app.addHook('onRequest', async (request, reply) => {
        if (oldestWaitMs(app) <= poolWaitMs || isHealthCheck(request)) return;
        return reply.send(shed(reply));
      });
    }
    if (!config.shedLagMs) return;
    let armedAt = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      armedAt = Date.now() + 2 * SAMPLE_MS;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: config.shedLagMs,
      sampleInterval: SAMPLE_MS,
      // the plugin sends what this returns (its types say void), and lets the request
      // through when it returns nothing
      pressureHandler: shedder(() => armedAt) as unknown as FastifyUnderPressureOptions['pressureHandler'],
    });
  },
  { name: 'load-shedding' },
);
