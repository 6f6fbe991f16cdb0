import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { makeUpCreditRoutes } from './routes';

/** Make-up credits a cancelled lesson gives its students (docs/product-rules.md#r-pay-2): the list the student home and plan view show. */
export const makeUpCreditsModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(makeUpCreditRoutes);
};

// the activities module earns, withdraws, uses and gives back credits as lessons change
export { syncLessonCredits, type CreditsChange } from './credit-sync';
export { planStudents, useOldestOpenCredit } from './queries/credits';
