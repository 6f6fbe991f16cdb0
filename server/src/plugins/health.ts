import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@studydesk/shared/contracts';
import { routesOf } from '../modules/route';

/** GET /v1/health: the liveness probe, open to anyone. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routesOf(app);
  route.on(endpoints.health.get, { auth: 'public' }, async () => ({ status: 'ok' }));
};
