import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { guardiansRoutes } from './routes';

/**
 * Guardians (docs/product-rules.md#r-guard-1): which students each guardian follows, as
 * admins link them and the guardian's home lists them. What a guardian may read is
 * decided in permissions/ (guardians.ts and the plan rules).
 */
export const guardiansModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(guardiansRoutes);
};
export { MAX_LINKED_STUDENTS } from './rules';
