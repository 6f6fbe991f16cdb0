import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { activityRoutes } from './routes';

/**
 * The study-plan view's /v1/activity/* calls: the activity dialog's create, update,
 * delete, complete, copy, attendance and comments. (Teaching time, lesson history and
 * the graphs live in their own modules under the same prefix.)
 */
export const activitiesModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(activityRoutes);
};

// the study-plan view pages activities; the dashboard counts lessons and tickets
export { activityPage } from './queries/activities';
export { unansweredComment } from './queries/comments';
export { loadActivities } from './activity-views';
export { LESSON_TYPES, wherePending } from './rules';
