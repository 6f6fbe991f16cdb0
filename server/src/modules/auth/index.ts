import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { authRoutes } from './routes';
import { throttleRoutes } from './throttle-routes';
import { formSignInRoutes } from './form-sign-in';

/**
 * Sign-in, sign-out, forgotten password, set password and invitations (/v1/auth), and the
 * rate limits admins can list and clear. What they stand on (sessions, password hashes,
 * one-time links, rate counters) is the layer below, server/src/sessions.
 */
export const authModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(authRoutes, { config });
  await app.register(throttleRoutes);
  await app.register(formSignInRoutes);
};

export { assertPasswordAllowed, schoolWords } from './password-policy';
export { startSession } from './session-cookie';
