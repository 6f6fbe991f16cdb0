import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { graphRoutes } from './routes';

/** The admin home graphs: teaching time per month and per teacher. */
export const graphsModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(graphRoutes);
};
