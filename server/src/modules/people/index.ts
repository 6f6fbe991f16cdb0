import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { peopleRoutes } from './routes';

/**
 * Users as admins manage them and as each user sees themself: register, the user lists
 * and updates under /v1/auth, /v1/user/*, and the profile pictures under /uploads/.
 */
export const peopleModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(peopleRoutes, { config });
};

export { pictureUrl } from './dto';
export { findTeacher } from './queries/users';
export { findUserDto } from './user-views';
export { DUPLICATE_EMAIL, normaliseEmail } from './rules';
