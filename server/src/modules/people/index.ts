import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { uploadRoutes } from './pictures-routes';
import { authUserRoutes } from './routes';
import { updateUserRoute } from './update-user-routes';
import { userRoutes } from './user-routes';

/**
 * Users as admins manage them and as each user sees themself: register, the user lists
 * and updates under /v1/auth, /v1/user/*, and the profile pictures under /uploads/.
 */
export const peopleModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(authUserRoutes, { config });
  await app.register(updateUserRoute);
  await app.register(userRoutes);
  await app.register(uploadRoutes);
};

export { pictureUrl } from './dto';
export { findTeacher } from './queries/users';
export { findUserDto } from './user-views';
export { DUPLICATE_EMAIL, normaliseEmail } from './rules';
