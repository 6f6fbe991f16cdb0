import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { endpoints } from '@studydesk/shared/contracts';
import { routesOf } from '../modules/route';
import { routePath } from './route-path';

/**
 * The liveness probe is answered even when the server is busy, never shed nor held back
 * (load-shedding.ts, admission.ts): a load balancer's check must see a live instance as live.
 */
export function isHealthCheck(request: FastifyRequest): boolean {
  return routePath(request) === endpoints.health.get.path;
}

/** GET /v1/health: the liveness probe, open to anyone. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routesOf(app);
  route.on(endpoints.health.get, { auth: 'public' }, async () => ({ status: 'ok' }));
};
