import type { FastifyRequest } from 'fastify';
import { endpoints } from '@studydesk/shared/contracts';
import { routesPlugin } from '../modules/route';
import { HttpError } from '../permissions/http-error';
import { routePath } from './route-path';

/**
 * The liveness probe is answered even when the server is busy, never shed nor held back
 * (load-shedding.ts, admission.ts): a load balancer's check must see a live instance as live.
 */
export function isHealthCheck(request: FastifyRequest): boolean {
  return routePath(request) === endpoints.health.get.path;
}

/**
 * GET /v1/health: open to anyone, answered by the process that took the connection: 200,
 * or 503 once it drains (docs/architecture.md#health-endpoints), so a balancer that checks
 * the app's own port stops sending it new requests before its port closes.
 */
export const healthRoutes = routesPlugin(undefined, (route, app) => {
  route.on(endpoints.health.get, { auth: 'public', errors: [503] }, async () => {
    if (app.draining) throw new HttpError(503, 'The server is restarting. Try again in a moment.', { retryAfterSeconds: 1 });
    return { status: 'ok' };
  });
});
