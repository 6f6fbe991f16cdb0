import type { FastifyBaseLogger } from 'fastify';
import { endpoints } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { HttpError, badRequest, conflict, notFound } from '../../permissions';
import { findUserDto, normaliseEmail } from '../people';
import { INVITATION_MAIL_JOB, RESET_MAIL_JOB, hashPassword, hitRate, inspectToken, needsRehash, releaseRate, verifyPassword } from '../../sessions';
import { readSiteSettings } from '../site-settings';
import { assertPasswordAllowed, schoolWords } from './password-policy';
import { queueGuessingAlert } from './queries/alerts';
import { findActiveRecipient, findInvitee, findLoginUser, findTokenOwner, replacePasswordHash, setPasswordWithToken } from './queries/credentials';
import { AUTH_RATE_RULES, FORGOT_ANSWER, INVALID_CREDENTIALS, loginKeys, tokenError, tooMany } from './rules';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie';
import { endSession, startSession } from './session-cookie';
import { routesPlugin } from '../route';

// Verifying against a real hash when the account does not exist keeps a failed sign-in
// as slow as a wrong password, so timing does not tell which emails have accounts.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-just-for-timing'));

/** Sign-in, sign-out, forgotten password, set password and invitations (docs/product-rules.md#r-api-1 /v1/auth). */
export const authRoutes = routesPlugin<{ config: ServerConfig }>('auth', (route, app, { config }) => {
  route.on(endpoints.auth.login, {
    auth: 'public',
    description: 'Gives the browser a device cookie for the account on success. 429 with Retry-After, whatever the password, ' +
      'for an attempt without a valid device cookie once its address made 200 such attempts in 15 minutes or the account ' +
      'had 10 such failures (its owner is mailed once an hour); a device cookie past its own 5 failures is no longer valid. ' +
      '503 with Retry-After when too many sign-ins are being checked at once.',
    errors: [400, 401, 403, 415, 429, 503],
  }, async ({ body, request, reply }) => {
    const email = normaliseEmail(body.email);
    const keys = loginKeys(email, request.ip);
    const user = await findLoginUser(app.db, email);
    // Counters reserved for this attempt as a failure, given back when the password proves
    // right (or could not be checked). Each is one atomic upsert, so parallel requests
    // cannot all pass a limit read before any was counted.
    const reserved: string[] = [];
    const deviceId = user?.password_hash ? readDeviceCookie(app, request, { id: user.id, password_hash: user.password_hash }) : null;
    const device = deviceId ? await hitRate(app.db, keys.device(deviceId), AUTH_RATE_RULES.loginFailuresPerDevice) : null;
    const trusted = deviceId !== null && device !== null && !device.limited;
    if (trusted) {
      reserved.push(keys.device(deviceId));
    } else {
      // every limit is decided before the password is looked at: a refusal is the same
      // 429 for a right and a wrong password, and costs no hash
      const address = await hitRate(app.db, keys.address, AUTH_RATE_RULES.loginAttemptsPerIp);
      const account = await hitRate(app.db, keys.account, AUTH_RATE_RULES.loginFailuresPerAccount);
      if (account.limited) await queueGuessingAlert(app.db, app.jobs, email, keys.alert);
      else if (address.limited) await releaseRate(app.db, keys.account);
      tooMany([address, account], reply);
      reserved.push(keys.account);
    }
    const giveBack = () => Promise.all(reserved.map((key) => releaseRate(app.db, key)));
    let valid: boolean;
    try {
      valid = await verifyPassword(body.password, user?.password_hash ?? (await getDummyHash()));
    } catch (error) {
      // not checked (the hashing queue was full): the attempt does not count
      await giveBack();
      throw error;
    }
    if (!user || !user.password_hash || !valid) throw new HttpError(401, INVALID_CREDENTIALS);
    await giveBack();
    if (user.archived === 1) throw new HttpError(403, 'This account is archived. Ask an administrator to restore it.');
    const passwordHash = await upgradeHash(user.id, body.password, user.password_hash, request.log);
    await startSession(app, request, reply, user.id);
    if (!trusted) issueDeviceCookie(app, reply, { id: user.id, password_hash: passwordHash });
    const dto = await findUserDto(app.db, user.id);
    if (!dto) throw notFound('User not found');
    return { user: dto };
  });

  /**
   * Re-hashes a password that just verified against an older hash (scrypt, or other
   * argon2 costs) at the current cost; the stored hash is replaced only if it is still
   * the one verified. A full hashing queue or a lost race keeps the old hash for next time.
   */
  const upgradeHash = async (userId: number, password: string, hash: string, log: FastifyBaseLogger): Promise<string> => {
    if (!needsRehash(hash)) return hash;
    try {
      const fresh = await hashPassword(password);
      return (await replacePasswordHash(app.db, userId, hash, fresh)) ? fresh : hash;
    } catch (err) {
      log.warn({ err, userId }, 'could not re-hash a password at sign-in');
      return hash;
    }
  };

  // Public and idempotent: signing out without a session still clears the cookie.
  route.on(endpoints.auth.logout, {
    auth: 'public', stateChanging: true,
    errors: [403],
  }, async ({ request, reply }) => {
    await endSession(app, request, reply);
    return { message: 'Signed out' };
  });

  route.on(endpoints.auth.forgot, {
    auth: 'public',
    errors: [400, 415, 429],
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
    // The message is a job of the outbox, written and sent by the job runner after the
    // answer: a mail failure cannot change the answer, and a known address costs only the
    // row's insert more than an unknown one.
    if (user) await app.jobs.enqueue(RESET_MAIL_JOB, { userId: user.id });
    return { message: FORGOT_ANSWER };
  });

  route.on(endpoints.auth.checkToken, {
    auth: 'public',
    description: 'Whether a set-password link still works, without using it (the page checks it on opening): 400 for an ' +
      'unknown link, 410 for an expired or used one; 429 past 60 checks from an address in 15 minutes.',
    errors: [400, 410, 429],
  }, async ({ params, request, reply }) => {
    tooMany([await hitRate(app.db, `token-check:ip:${request.ip}`, AUTH_RATE_RULES.tokenChecksPerIp)], reply);
    const found = await inspectToken(app.db, params.token);
    if (found.state !== 'valid') throw tokenError(found.state);
    const owner = await findTokenOwner(app.db, found.userId);
    if (!owner || owner.archived === 1) throw tokenError('unknown');
    return { message: 'This link works.' };
  });

  route.on(endpoints.auth.setPassword, {
    auth: 'public',
    description: '400 for an unknown link or a password outside the policy; 410 for an expired or used link.',
    errors: [400, 410, 415],
  }, async ({ body, request, reply }) => {
    const found = await inspectToken(app.db, body.token);
    if (found.state !== 'valid') throw tokenError(found.state);
    const owner = await findTokenOwner(app.db, found.userId);
    if (!owner || owner.archived === 1) throw tokenError('unknown');
    await assertPasswordAllowed(body.password, owner, schoolWords(config.publicUrl, (await readSiteSettings(app.db)).schoolName));
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

  route.on(endpoints.auth.resendInvitation, {
    stateChanging: true, roles: ['admin'],
    description: 'Admins only: sends (or sends again) the invitation to set a password. Older links stop working.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ params }) => {
    const user = await findInvitee(app.db, params.id);
    if (!user) throw notFound('User not found');
    if (user.archived === 1) throw badRequest('This user is archived; restore them before inviting them');
    if (user.password_hash) throw conflict('This user has already set a password; they can use "forgotten password"');
    // queued; the job issues the link when it runs (older links stop working then)
    await app.jobs.enqueue(INVITATION_MAIL_JOB, { userId: user.id });
    return { message: `Invitation sent to ${user.email}` };
  });
});
