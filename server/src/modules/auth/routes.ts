import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { ForgotRequest, IdParams, LoginRequest, LoginResponse, MessageResponse, VerifyPasswordRequest } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { HttpError, badRequest, conflict, notFound } from '../../permissions';
import { findUserDto, normaliseEmail } from '../people';
import { BackgroundTasks, sendGuessingAlert, sendPasswordLink } from './mail';
import { hashPassword, verifyPassword } from './password';
import { assertPasswordAllowed } from './password-policy';
import { findActiveRecipient, findInvitee, findLoginUser, findTokenOwner, setPasswordWithToken } from './queries/credentials';
import { inspectToken } from './queries/one-time-tokens';
import { checkRate, clearRate, hitRate, releaseRate } from './queries/rate-limit';
import { AUTH_RATE_RULES, FORGOT_ANSWER, INVALID_CREDENTIALS, LOGIN_SLOWDOWN_MS, accountSlowdownMs, loginKeys, tokenError, tooMany } from './rules';
import { endSession, startSession } from './session-cookie';
import { routesOf } from '../route';

// Verifying against a real hash when the account does not exist keeps a failed sign-in
// as slow as a wrong password, so timing does not tell which emails have accounts.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-just-for-timing'));

/** Sign-in, sign-out, forgotten password, set password and invitations (spec §7 /v1/auth). */
export const authRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  const route = routesOf(app, 'auth');
  const mailQueue = new BackgroundTasks();
  // messages still being written are finished before the database closes
  app.addHook('onClose', async () => mailQueue.settle());

  /**
   * Tells an account's owner that passwords are being tried on it: once per alert window
   * (an atomic counter decides which attempt sends it), after the answer, and only to an
   * active account.
   */
  const alertOwner = (email: string, alertKey: string, log: FastifyBaseLogger) => {
    mailQueue.add(
      async () => {
        const first = await hitRate(app.db, alertKey, AUTH_RATE_RULES.loginGuessAlert);
        if (first.limited) return;
        const owner = await findActiveRecipient(app.db, email);
        if (owner) await sendGuessingAlert(app.mailer, config.publicUrl, owner);
      },
      (err) => log.error({ err }, 'could not send the sign-in alert'),
    );
  };
  route.post('/v1/auth/login', {
    auth: 'public',
    description: '429 with Retry-After past the failure budget of this email from this address (10 in 15 minutes) or, for wrong ' +
      'passwords only, of the address (50); failures on an email from anywhere only slow its sign-ins down (and mail ' +
      'its owner once an hour); 503 with Retry-After when too many sign-ins are being checked at once.',
    body: LoginRequest, response: LoginResponse, errors: [400, 401, 403, 415, 429, 503],
  }, async ({ body, request, reply }) => {
    const email = normaliseEmail(body.email);
    const keys = loginKeys(email, request.ip);
    tooMany([await checkRate(app.db, keys.success, AUTH_RATE_RULES.loginSuccessesPerIp)], reply);
    // the attempt counts as a failure until the password proves right: one atomic upsert
    // per counter, so parallel requests cannot all pass a limit read before any was counted.
    // Past the failures of this address on this account, that pair is refused outright.
    const pair = await hitRate(app.db, keys.pair, AUTH_RATE_RULES.loginFailuresPerPair);
    tooMany([pair], reply);
    const account = await hitRate(app.db, keys.account, AUTH_RATE_RULES.loginFailuresPerAccount);
    const address = await hitRate(app.db, keys.address, AUTH_RATE_RULES.loginFailuresPerIp);
    const giveBack = async () => {
      await releaseRate(app.db, keys.account);
      await releaseRate(app.db, keys.address);
    };
    let user: Awaited<ReturnType<typeof findLoginUser>>;
    let valid: boolean;
    try {
      // an account guessed at from many addresses is slowed down, never refused
      const wait = Math.max(address.limited ? LOGIN_SLOWDOWN_MS : 0, accountSlowdownMs(account.count - 1));
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      user = await findLoginUser(app.db, email);
      valid = await verifyPassword(body.password, user?.password_hash ?? (await getDummyHash()));
    } catch (error) {
      // not checked (the hashing queue was full): the attempt does not count
      await releaseRate(app.db, keys.pair);
      await giveBack();
      throw error;
    }
    if (!user || !user.password_hash || !valid) {
      if (account.limited) alertOwner(email, keys.alert, request.log);
      // past the address's budget only failing attempts are refused
      tooMany([address], reply);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    // this address proved it knows the password; failures from elsewhere stay counted
    await clearRate(app.db, keys.pair);
    await giveBack();
    if (user.archived === 1) throw new HttpError(403, 'This account is archived. Ask an administrator to restore it.');
    await hitRate(app.db, keys.success, AUTH_RATE_RULES.loginSuccessesPerIp);
    await startSession(app, request, reply, user.id);
    const dto = await findUserDto(app.db, user.id);
    if (!dto) throw notFound('User not found');
    return { user: dto };
  });

  // Public and idempotent: signing out without a session still clears the cookie.
  route.get('/v1/auth/logout', {
    auth: 'public', stateChanging: true,
    response: MessageResponse, errors: [403],
  }, async ({ request, reply }) => {
    await endSession(app, request, reply);
    return { message: 'Signed out' };
  });

  route.post('/v1/auth/forgot', {
    auth: 'public',
    body: ForgotRequest, response: MessageResponse, errors: [400, 415, 429],
  }, async ({ body, request, reply }) => {
    const email = normaliseEmail(body.email);
    // every request counts here: each one may send a message
    tooMany(
      await Promise.all([
        hitRate(app.db, `forgot:email:${email}`, AUTH_RATE_RULES.forgotPerEmail),
        hitRate(app.db, `forgot:ip:${request.ip}`, AUTH_RATE_RULES.forgotPerIp),
      ]),
      reply,
    );
    const user = await findActiveRecipient(app.db, email);
    // The message is written after the answer, so a known and an unknown address take
    // the same time, and a mail failure cannot change the answer either.
    if (user) {
      mailQueue.add(() => sendPasswordLink(app.db, app.mailer, config.publicUrl, user, 'reset'), (err) =>
        request.log.error({ err, userId: user.id }, 'could not send the password reset message'),
      );
    }
    return { message: FORGOT_ANSWER };
  });

  route.post('/v1/auth/verify/password', {
    auth: 'public',
    description: '400 for an unknown link or a password outside the policy; 410 for an expired or used link.',
    body: VerifyPasswordRequest, response: MessageResponse, errors: [400, 410, 415],
  }, async ({ body, request, reply }) => {
    const found = await inspectToken(app.db, body.token);
    if (found.state !== 'valid') throw tokenError(found.state);
    const owner = await findTokenOwner(app.db, found.userId);
    if (!owner || owner.archived === 1) throw tokenError('unknown');
    await assertPasswordAllowed(body.password, owner);
    const hash = await hashPassword(body.password);
    const now = Date.now();
    // a new password ends every session the old one opened
    const used = await setPasswordWithToken(app.db, found.tokenHash, found.userId, hash, now);
    if (!used) {
      // lost a race with another use of the same link, or it expired meanwhile
      const again = await inspectToken(app.db, body.token);
      throw tokenError(again.state === 'valid' ? 'used' : again.state);
    }
    // the caller was signed in as this user: carry on under a brand-new session id
    if (request.user?.id === found.userId) await startSession(app, request, reply, found.userId);
    return { message: 'Your password is set. You can sign in now.' };
  });

  route.get('/v1/auth/verify/send/:id', {
    stateChanging: true, roles: ['admin'],
    description: 'Admins only: sends (or sends again) the invitation to set a password. Older links stop working.',
    params: IdParams, response: MessageResponse, errors: [400, 401, 403, 404, 409],
  }, async ({ params }) => {
    const user = await findInvitee(app.db, params.id);
    if (!user) throw notFound('User not found');
    if (user.archived === 1) throw badRequest('This user is archived; restore them before inviting them');
    if (user.password_hash) throw conflict('This user has already set a password; they can use "forgotten password"');
    await sendPasswordLink(app.db, app.mailer, config.publicUrl, user, 'invite');
    return { message: `Invitation sent to ${user.email}` };
  });
};
