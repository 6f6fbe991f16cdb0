import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../../config';
import { activityAttendanceRoutes } from './attendance-routes';
import { activityCommentRoutes } from './comments-routes';
import { activityLifecycleRoutes } from './lifecycle-routes';
import { activityWriteRoutes } from './write-routes';

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
