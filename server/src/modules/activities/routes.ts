import type { FastifyPluginAsync } from 'fastify';
import { activityAttendanceRoutes } from './attendance-routes';
import { activityCommentRoutes } from './comments-routes';
import { activityCreateManyRoutes } from './create-many-routes';
import { activityLifecycleRoutes } from './lifecycle-routes';
import { activityReadRoutes } from './read-routes';
import { activityWriteRoutes } from './write-routes';

/** Every route of the module, one file per family of calls. */
export const activityRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, options) => {
  await app.register(activityWriteRoutes, options);
  await app.register(activityCreateManyRoutes, options);
  await app.register(activityLifecycleRoutes, options);
  await app.register(activityAttendanceRoutes, options);
  await app.register(activityCommentRoutes, options);
  await app.register(activityReadRoutes, options);
};
