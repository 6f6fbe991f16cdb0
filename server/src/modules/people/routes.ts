import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../../config';
import { uploadRoutes } from './pictures-routes';
import { updateUserRoute } from './update-user-routes';
import { userRoutes } from './user-routes';
import { authUserRoutes } from './users-routes';

/** Every route of the module: users under /v1/auth and /v1/user, pictures under /uploads/. */
export const peopleRoutes: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  await app.register(authUserRoutes, { config });
  await app.register(updateUserRoute);
  await app.register(userRoutes);
  await app.register(uploadRoutes);
};
