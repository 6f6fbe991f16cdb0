import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { calendarRoutes } from './routes';

/** docs/product-rules.md#r-api-1 calendar calls (month view, keyset agenda) and the private iCal feeds. */
export const calendarModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(calendarRoutes, { config });
};
