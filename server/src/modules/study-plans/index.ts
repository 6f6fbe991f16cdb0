import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { studyPlanRoutes } from './routes';
import { studyPlanViewRoutes } from './view-routes';

/**
 * Study plans: the admin lists, create, update and summary, and the study-plan view
 * (plan data with a page of activities, and the plan's speed).
 */
export const studyPlansModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(studyPlanRoutes);
  await app.register(studyPlanViewRoutes);
};

// the teacher dashboard lists plans the same way
export { loadPlanPeople } from './queries/people';
export { planMatchesPattern } from './queries/search';
export { toPerson } from './dto';
