import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { calendarRoutes } from './routes';

/** docs/product-rules.md#r-api-1 calendar calls (month view, keyset agenda) and the private iCal feeds. */
export const calendarModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(calendarRoutes, { config });
};

/** What the activities module tells the feeds when a lesson leaves them (docs/product-rules.md#r-cal-4). */
export { cancelDeletedLesson, cancelWhereLessonLeaves } from './queries/cancelled-events';
