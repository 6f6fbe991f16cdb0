import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { dashboardRoutes } from './routes';

/** The teacher dashboard: the plans a teacher teaches with their figures, and reminders (docs/product-rules.md#r-dash-1). */
export const dashboardModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(dashboardRoutes);
};
