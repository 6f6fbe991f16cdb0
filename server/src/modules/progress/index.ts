import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { questionRoutes } from './question-routes';
import { progressRoutes } from './routes';

/** Progress tracking (docs/product-rules.md#r-prog-1 Question progress, docs/product-rules.md#r-api-1): questions per plan, answers over time, graphs. */
export const progressModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(progressRoutes);
  await app.register(questionRoutes);
};
