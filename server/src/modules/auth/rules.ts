import { TOKEN_MESSAGES } from '@studydesk/shared/contracts';
import { HttpError } from '../../permissions';
import type { RateRule, RateStatus } from '../../sessions';

export type { RateRule, RateStatus };

const MINUTE = 60 * 1000;

/**
 * Budgets for the unauthenticated calls that can be abused. Sign-in failures are counted
 * three ways, so that nobody can lock another person out:
 * - per account *and* address (`loginFailuresPerPair`): past it, that address is refused
 *   for that account, correct password included;
 * - per address (`loginFailuresPerIp`): past it, only failing attempts are refused (one
 *   pupil's typos must not lock out a school behind one address);
 * - per account across addresses (`loginFailuresPerAccount`): past it, every attempt on
 *   the account waits a growing delay (`accountSlowdownMs`) but none is refused, so a
 *   correct password from an address that has not failed still signs in; the owner gets
 *   one message per `loginGuessAlert` window.
 * Every attempt is reserved before the password is checked and given back when it was
 * right, so a burst cannot slip past a limit. The successes of an address have a budget
 * of their own, as each costs a hash. Forgot counts every request because each one may
 * send a message.
 */
export const AUTH_RATE_RULES = {
  loginFailuresPerPair: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginGuessAlert: { limit: 1, windowMs: 60 * MINUTE },
  loginSuccessesPerIp: { limit: 60, windowMs: MINUTE },
  forgotPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  forgotPerIp: { limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

/** Past the per-address failure budget every attempt from there waits this long first. */
export const LOGIN_SLOWDOWN_MS = 1000;

/** The account slowdown: the first delay past the budget, doubled per failure after it, up to the cap. */
export const ACCOUNT_SLOWDOWN = { firstMs: 250, maxMs: 5000 };

/**
 * How long an attempt on an account waits, given the failures counted on it (from any
 * address) before this attempt: nothing within the budget, then a delay that doubles with
 * each further failure, capped so that the owner still gets in within seconds.
 */
export function accountSlowdownMs(failuresBefore: number, limit = AUTH_RATE_RULES.loginFailuresPerAccount.limit): number {
  if (failuresBefore < limit) return 0;
  const doublings = Math.min(failuresBefore - limit, 16);
  return Math.min(ACCOUNT_SLOWDOWN.firstMs * 2 ** doublings, ACCOUNT_SLOWDOWN.maxMs);
}

/** The three sign-in failure counters: what a key of `rate_limits` counts and whom. */
export type LoginThrottleKind = 'pair' | 'address' | 'account';

export const LOGIN_KEY_PREFIX: Record<LoginThrottleKind, string> = {
  pair: 'login:pair:',
  address: 'login:ip:',
  account: 'login:email:',
};

export const loginKeys = (email: string, ip: string) => ({
  pair: `${LOGIN_KEY_PREFIX.pair}${ip} ${email}`,
  address: `${LOGIN_KEY_PREFIX.address}${ip}`,
  account: `${LOGIN_KEY_PREFIX.account}${email}`,
  alert: `login:alert:${email}`,
  success: `login:ok:${ip}`,
});

/** Reads a key of `rate_limits` back as a sign-in failure counter; null for other counters. */
export function parseLoginKey(key: string): { kind: LoginThrottleKind; email: string | null; address: string | null } | null {
  if (key.startsWith(LOGIN_KEY_PREFIX.pair)) {
    const rest = key.slice(LOGIN_KEY_PREFIX.pair.length);
    const space = rest.indexOf(' ');
    if (space <= 0) return null;
    return { kind: 'pair', address: rest.slice(0, space), email: rest.slice(space + 1) };
  }
  if (key.startsWith(LOGIN_KEY_PREFIX.address)) return { kind: 'address', address: key.slice(LOGIN_KEY_PREFIX.address.length), email: null };
  if (key.startsWith(LOGIN_KEY_PREFIX.account)) return { kind: 'account', email: key.slice(LOGIN_KEY_PREFIX.account.length), address: null };
  return null;
}

/** The budget behind each kind of counter. */
export const LOGIN_RULE_OF: Record<LoginThrottleKind, RateRule> = {
  pair: AUTH_RATE_RULES.loginFailuresPerPair,
  address: AUTH_RATE_RULES.loginFailuresPerIp,
  account: AUTH_RATE_RULES.loginFailuresPerAccount,
};

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const FORGOT_ANSWER = 'If this address belongs to an account, a message with a link to choose a new password is on its way.';

/** 429 with Retry-After when any of the budgets is spent. */
export function tooMany(statuses: RateStatus[], reply: { header(name: string, value: number): unknown }): void {
  const limited = statuses.filter((status) => status.limited);
  if (limited.length === 0) return;
  reply.header('Retry-After', Math.max(...limited.map((status) => status.retryAfterSeconds), 1));
  throw new HttpError(429, 'Too many attempts. Wait a few minutes and try again.');
}

/** The set-password page shows these: 400 for a link we never issued, 410 for one that worked once. */
export function tokenError(state: 'unknown' | 'expired' | 'used'): HttpError {
  return new HttpError(state === 'unknown' ? 400 : 410, TOKEN_MESSAGES[state]);
}
