import type { FastifyPluginAsync } from 'fastify';
import { activityAttendanceRoutes } from './attendance-routes';
import { activityCommentRoutes } from './comments-routes';
import { activityCreateManyRoutes } from './create-many-routes';
import { activityLifecycleRoutes } from './lifecycle-routes';
import { activityOutcomeRoutes } from './outcome-routes';
import { activityReadRoutes } from './read-routes';
import { activityWriteRoutes } from './write-routes';

/** Every route of the module, one file per family of calls. */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(activityWriteRoutes);
  await app.register(activityCreateManyRoutes);
  await app.register(activityLifecycleRoutes);
  await app.register(activityOutcomeRoutes);
  await app.register(activityAttendanceRoutes);
  await app.register(activityCommentRoutes);
  await app.register(activityReadRoutes);
};
