import type { FastifyRequest } from 'fastify';
import { endpoints } from '@studydesk/shared/contracts';
import { routesPlugin } from '../modules/route';
import { routePath } from './route-path';

/**
 * The liveness probe is answered even when the server is busy, never shed nor held back
 * (load-shedding.ts, admission.ts): a load balancer's check must see a live instance as live.
 */
export function isHealthCheck(request: FastifyRequest): boolean {
  return routePath(request) === endpoints.health.get.path;
}

/** GET /v1/health: the liveness probe, open to anyone. */
export const healthRoutes = routesPlugin(undefined, (route) => {
  route.on(endpoints.health.get, { auth: 'public' }, async () => ({ status: 'ok' }));
});
