import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request, when it is answered (method, URL, status, time), instead of
 * Fastify's two (one as it arrives, one as it is answered): under load the log is a good
 * part of a short request's cost, and the second line holds everything the first did.
 */
export const requestLog = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
    });
  },
  { name: 'request-log' },
);
