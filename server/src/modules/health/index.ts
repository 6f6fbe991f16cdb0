import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { healthRoutes } from './routes';

/** GET /v1/health: the liveness probe. */
export const healthModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(healthRoutes);
};
