import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ForgotRequest,
  IdParams,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  TOKEN_MESSAGES,
  VerifyPasswordRequest,
  errorResponses,
} from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { sendPasswordLink } from './mail';
import { consumeToken, expireUserTokens, inspectToken } from './queries/one-time-tokens';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './password';
import { AUTH_RATE_RULES, checkRate, clearRate, hitRate, type RateStatus } from './queries/rate-limit';
import { deleteUserSessions } from './queries/sessions';
import { findUserDto } from '../people/dto';
import { normaliseEmail } from '../people/people-queries';
import { HttpError, badRequest, conflict, notFound, requireRole } from '../../permissions';
import { endSession, startSession } from '../../plugins/session';

const INVALID_CREDENTIALS = 'Invalid email or password';
const FORGOT_ANSWER = 'If this address belongs to an account, a message with a link to choose a new password is on its way.';

// Verifying against a real hash when the account does not exist keeps a failed sign-in
// as slow as a wrong password, so timing does not tell which emails have accounts.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-just-for-timing'));

function tooMany(statuses: RateStatus[], reply: { header(name: string, value: number): unknown }): void {
  const limited = statuses.filter((status) => status.limited);
  if (limited.length === 0) return;
  reply.header('Retry-After', Math.max(...limited.map((status) => status.retryAfterSeconds), 1));
  throw new HttpError(429, 'Too many attempts. Wait a few minutes and try again.');
}

/** The set-password page shows these: 400 for a link we never issued, 410 for one that worked once. */
function tokenError(state: 'unknown' | 'expired' | 'used'): HttpError {
  return new HttpError(state === 'unknown' ? 400 : 410, TOKEN_MESSAGES[state]);
}

/** Sign-in, sign-out, forgotten password, set password and invitations (spec §7 /v1/auth). */
export const authRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  app.post(
    '/v1/auth/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 415, 429) } },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const emailKey = `login:email:${email}`;
      const ipKey = `login:ip:${request.ip}`;
      tooMany(
        await Promise.all([checkRate(app.db, emailKey, AUTH_RATE_RULES.loginFailuresPerEmail), checkRate(app.db, ipKey, AUTH_RATE_RULES.loginFailuresPerIp)]),
        reply,
      );
      const user = await app.db.selectFrom('users').select(['id', 'password_hash', 'archived']).where('email', '=', email).executeTakeFirst();
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? (await getDummyHash()));
      if (!user || !user.password_hash || !valid) {
        await hitRate(app.db, emailKey, AUTH_RATE_RULES.loginFailuresPerEmail);
        await hitRate(app.db, ipKey, AUTH_RATE_RULES.loginFailuresPerIp);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      if (user.archived === 1) throw new HttpError(403, 'This account is archived. Ask an administrator to restore it.');
      await clearRate(app.db, emailKey);
      await startSession(app, request, reply, user.id);
      const dto = await findUserDto(app.db, user.id, config.publicUrl);
      if (!dto) throw notFound('User not found');
      return { user: dto };
    },
  );

  // Public and idempotent: signing out without a session still clears the cookie.
  app.get(
    '/v1/auth/logout',
    { config: { public: true, stateChanging: true }, schema: { tags: ['auth'], response: { 200: MessageResponse, ...errorResponses(403) } } },
    async (request, reply) => {
      await endSession(app, request, reply);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/v1/auth/forgot',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: ForgotRequest, response: { 200: MessageResponse, ...errorResponses(400, 415, 429) } },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      // every request counts here: each one may send a message
      tooMany(
        await Promise.all([
          hitRate(app.db, `forgot:email:${email}`, AUTH_RATE_RULES.forgotPerEmail),
          hitRate(app.db, `forgot:ip:${request.ip}`, AUTH_RATE_RULES.forgotPerIp),
        ]),
        reply,
      );
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'language'])
        .where('email', '=', email)
        .where('archived', '=', 0)
        .executeTakeFirst();
      if (user) {
        try {
          await sendPasswordLink(app.db, app.mailer, config.publicUrl, user, 'reset');
        } catch (err) {
          // the same answer either way, or a mail failure would reveal that the account exists
          request.log.error({ err, userId: user.id }, 'could not send the password reset message');
        }
      }
      return { message: FORGOT_ANSWER };
    },
  );

  app.post(
    '/v1/auth/verify/password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: '400 for an unknown link or a password outside the policy; 410 for an expired or used link.',
        body: VerifyPasswordRequest,
        response: { 200: MessageResponse, ...errorResponses(400, 410, 415) },
      },
    },
    async (request, reply) => {
      const found = await inspectToken(app.db, request.body.token);
      if (found.state !== 'valid') throw tokenError(found.state);
      const owner = await app.db.selectFrom('users').select(['id', 'archived']).where('id', '=', found.userId).executeTakeFirst();
      if (!owner || owner.archived === 1) throw tokenError('unknown');
      assertPasswordPolicy(request.body.password);
      const hash = await hashPassword(request.body.password);
      const now = Date.now();
      const used = await app.db.transaction().execute(async (trx) => {
        if (!(await consumeToken(trx, found.tokenHash, now))) return false;
        await trx.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', found.userId).execute();
        await expireUserTokens(trx, found.userId, now);
        // a new password ends every session the old one opened
        await deleteUserSessions(trx, found.userId);
        return true;
      });
      if (!used) {
        // lost a race with another use of the same link, or it expired meanwhile
        const again = await inspectToken(app.db, request.body.token);
        throw tokenError(again.state === 'valid' ? 'used' : again.state);
      }
      // the caller was signed in as this user: carry on under a brand-new session id
      if (request.user?.id === found.userId) await startSession(app, request, reply, found.userId);
      return { message: 'Your password is set. You can sign in now.' };
    },
  );

  app.get(
    '/v1/auth/verify/send/:id',
    {
      config: { stateChanging: true },
      schema: {
        tags: ['auth'],
        description: 'Admins only: sends (or sends again) the invitation to set a password. Older links stop working.',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'language', 'archived', 'password_hash'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!user) throw notFound('User not found');
      if (user.archived === 1) throw badRequest('This user is archived; restore them before inviting them');
      if (user.password_hash) throw conflict('This user has already set a password; they can use "forgotten password"');
      await sendPasswordLink(app.db, app.mailer, config.publicUrl, user, 'invite');
      return { message: `Invitation sent to ${user.email}` };
    },
  );
};
