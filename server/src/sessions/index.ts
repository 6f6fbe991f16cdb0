/**
 * What signing in stands on, below permissions and every module: sessions and the current
 * user, password hashes (in their own threads), one-time links and their mails, and the
 * rate counters. Route modules (auth, people, calendar) and the session plugin use it;
 * it uses no module, so no import cycle runs through it.
 */
export { hashPassword, needsRehash, verifyPassword } from './password';
export { hashToken, looksLikeToken, randomToken } from './tokens';
export {
  GUESSING_ALERT_JOB,
  INVITATION_MAIL_JOB,
  RESET_MAIL_JOB,
  handleAccountMails,
  setPasswordLink,
  type MailRecipient,
} from './mail';
export {
  createSession,
  deleteSession,
  deleteUserSessions,
  findSession,
  sweepSessions,
  type AuthUser,
} from './session-store';
export { SESSION_CACHE_MS, sessionCache } from './session-cache';
export { consumeToken, expireUserTokens, inspectToken, issueToken } from './one-time-tokens';
export { clearRate, hitRate, listRates, releaseRate, sweepRates, type RateRule, type RateStatus } from './rate-limit';
