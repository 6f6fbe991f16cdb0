import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { activityAttendanceRoutes } from './attendance-routes';
import { activityCommentRoutes } from './comments-routes';
import { activityCreateManyRoutes } from './create-many-routes';
import { activityLifecycleRoutes } from './lifecycle-routes';
import { activityOutcomeRoutes } from './outcome-routes';
import { activityReadRoutes } from './read-routes';
import { activityWriteRoutes } from './routes';

/**
 * The study-plan view's /v1/activity/* calls: the activity dialog's create, update,
 * delete, complete, copy, attendance and comments. (Teaching time, lesson history and
 * the graphs live in their own modules under the same prefix.)
 */
export const activitiesModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(activityWriteRoutes);
  await app.register(activityCreateManyRoutes);
  await app.register(activityLifecycleRoutes);
  await app.register(activityOutcomeRoutes);
  await app.register(activityAttendanceRoutes);
  await app.register(activityCommentRoutes);
  await app.register(activityReadRoutes);
};

// the study-plan view pages activities; the dashboard counts lessons and tickets
export { activityPage } from './queries/activities';
export { unansweredComment } from './queries/comments';
export { loadActivities } from './activity-views';
export { LESSON_TYPES, wherePending } from './rules';
