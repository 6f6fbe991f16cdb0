import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { teacherPaymentRoutes } from './payment-routes';
import { teachingTimeRoutes } from './routes';

/**
 * Teaching time per teacher and month (the report, its CSV data, a teacher's lesson
 * history) and the teacher payments that mark it paid.
 */
export const teachingTimeModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(teachingTimeRoutes);
  await app.register(teacherPaymentRoutes, { config });
};

export { roundHours, monthWindow, type MonthRange } from './rules';
// the bench times the report's query
export { teachingTimePage, teachingTimeQuery } from './queries/report';
