import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { authRoutes } from './routes';
import { throttleRoutes } from './throttle-routes';
import { formSignInRoutes } from './form-sign-in';

/**
 * Sign-in, sign-out, forgotten password, set password and invitations (/v1/auth), with
 * what they stand on: sessions, password hashes, one-time links and rate limits (which
 * admins can list and clear).
 */
export const authModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(authRoutes, { config });
  await app.register(throttleRoutes);
  await app.register(formSignInRoutes);
};

// the session plugin, the people module, the seeds and the bench use these
export { hashPassword } from './password';
export { hashToken, randomToken } from './tokens';
export { sendPasswordLink, type MailRecipient } from './mail';
export {
  createSession,
  deleteSession,
  deleteUserSessions,
  findSession,
  sweepSessions,
  type AuthUser,
  type SessionLookup,
} from './queries/sessions';
export { sweepRates } from './queries/rate-limit';
