import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../../config';
import { activityAttendanceRoutes } from './activity-attendance';
import { activityCommentRoutes } from './activity-comments';
import { activityLifecycleRoutes } from './activity-lifecycle';
import { activityWriteRoutes } from './activity-write';

/**
 * The study-plan view's /v1/activity/* calls: the activity dialog's create, update,
 * delete, complete, copy, attendance and comments. (Teaching time and lesson history
 * live in their own route files under the same prefix.)
 */
export const activityRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  const options = { publicUrl: config.publicUrl };
  await app.register(activityWriteRoutes, options);
  await app.register(activityLifecycleRoutes, options);
  await app.register(activityAttendanceRoutes, options);
  await app.register(activityCommentRoutes, options);
};
