import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { questionRoutes } from './question-routes';
import { progressRoutes } from './routes';

/** Progress tracking (spec §3 Question progress, §7): questions per plan, answers over time, graphs. */
export const progressModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(progressRoutes);
  await app.register(questionRoutes);
};
