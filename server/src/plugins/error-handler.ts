import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, conflict } from '../permissions/http-error';

/**
 * What a unique violation nobody mapped to a more specific message answers: two people (or
 * two instances) saved the same thing at once, and the database kept one.
 */
const DUPLICATE_ROW = 'This was just saved by someone else. Reload the page to see it.';

/** A unique-index violation on either engine: PostgreSQL's 23505, SQLite's UNIQUE or PRIMARY KEY constraint. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Every error leaves the server as `{ message }` (with `key` and `params` when the message
 * has values): client errors say what was wrong, server errors are logged whole and
 * answered without details (no stack traces). A unique violation, whatever the module, is
 * a 409 with a translated message.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  // an opt-out link far too long to be one: not found, before the static files would take it
  // for a file name the file system refuses (403), page and API alike
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > OPT_OUT_URL_MAX && OPT_OUT_ADDRESS.test(request.url)) {
      if (request.url.startsWith('/v1/')) return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
      reply.callNotFound();
      return reply;
    }
    return undefined;
  });
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // a unique violation from any module is a 409, never a 500 (a route may still map it to a more specific message)
    const error: FastifyError = isUniqueViolation(thrown) ? (conflict(DUPLICATE_ROW) as unknown as FastifyError) : thrown;
    if (error !== thrown) request.log.info({ err: thrown }, 'unique violation answered 409');
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) reply.header('Retry-After', error.retryAfterSeconds);
    // a deliberate "busy, come back later" says so; other server errors say nothing
    if (status === 503 && error instanceof HttpError) return reply.status(503).send({ message: error.message });
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal Server Error' });
    }
    if (error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    if (error instanceof HttpError && error.key) return reply.status(status).send({ message: error.message, key: error.key, params: error.params });
    return reply.status(status).send({ message: error.message });
  });
});

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const field = first.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const name = missing ?? field;
  return name ? `Invalid ${where}: ${name} ${first.message ?? 'is invalid'}` : `Invalid ${where}: ${first.message}`;
}

/** The page of an opt-out link and its API (docs/product-rules.md#r-mail-2). */
const OPT_OUT_ADDRESS = /^\/(v1\/mail-preferences\/opt-out|mail-preferences)\//;
/** far above a real link (a few dozen characters), far below what a file system takes as a path */
const OPT_OUT_URL_MAX = 1000;

/**
 * Errors Fastify raises before any route runs (a path parameter longer than the router
 * takes, a malformed URL): `{ message }` too, instead of Fastify's own body. Passed to
 * the Fastify constructor as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // an opt-out link too long to be one is not found, like any other link that is not valid,
  // page and API alike (the not-found handler serves the page with 404)
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' && OPT_OUT_ADDRESS.test(request.url)) {
    // the API answers `{ message }` as every API error does; the page is the not-found page
    if (request.url.startsWith('/v1/')) void reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    else reply.callNotFound();
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // an HttpError, so the dictionary's key tool finds these messages (they are shown through t())
  const { message } = new HttpError(status, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'This address is too long' : error.code === 'FST_ERR_BAD_URL' ? 'This address is not valid' : 'Bad request');
  void reply.status(status).send({ message });
}
