import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { routesOf } from '../modules/route';

/** GET /v1/health: the liveness probe, open to anyone. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routesOf(app);
  const Health = Type.Unsafe<{ status: string }>({ type: 'object', properties: { status: { type: 'string' } }, required: ['status'] });
  route.get('/v1/health', { auth: 'public', response: Health }, async () => ({ status: 'ok' }));
};
