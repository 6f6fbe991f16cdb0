import { TOKEN_MESSAGES } from '@studydesk/shared/contracts';
import { HttpError } from '../../permissions';
import type { RateRule, RateStatus } from '../../sessions';

export type { RateRule, RateStatus };

const MINUTE = 60 * 1000;

/**
 * Budgets for the unauthenticated calls that can be abused. Sign-in follows the device
 * cookie pattern (./device-cookie.ts): a browser with a valid device cookie for the
 * account is trusted, any other attempt is not.
 * - per device cookie (`loginFailuresPerDevice`): a trusted browser's own small budget of
 *   wrong passwords; past it the cookie is no longer trusted;
 * - per account (`loginFailuresPerAccount`): failures of untrusted attempts; past it every
 *   untrusted attempt on the account is refused (locked out), while browsers that signed in
 *   to it before keep working, and the owner gets one message per `loginGuessAlert` window;
 * - per address (`loginAttemptsPerIp`): every untrusted attempt from the address, right or
 *   wrong, counts; past it they are all refused. High enough for a class signing in at
 *   once from one school network on new browsers.
 * A refused attempt gets the same 429 whether its password was right or wrong, before any
 * hash is computed: the answer tells a guesser nothing, and costs the server nothing.
 * Failures are reserved before the password is checked and given back when it was right,
 * so a burst cannot slip past a limit. Forgot counts every request because each one may
 * send a message.
 */
export const AUTH_RATE_RULES = {
  loginFailuresPerDevice: { limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginAttemptsPerIp: { limit: 200, windowMs: 15 * MINUTE },
  loginGuessAlert: { limit: 1, windowMs: 60 * MINUTE },
  forgotPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  forgotPerIp: { limit: 20, windowMs: 15 * MINUTE },
  tokenChecksPerIp: { limit: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

/**
 * The sign-in counters admins see: what a key of `rate_limits` counts and whom. (`pair`,
 * per account and address, is no longer counted; a device's own counter is not listed.)
 */
export type LoginThrottleKind = 'pair' | 'address' | 'account';

export const LOGIN_KEY_PREFIX: Record<LoginThrottleKind, string> = {
  pair: 'login:pair:',
  address: 'login:ip:',
  account: 'login:email:',
};

export const loginKeys = (email: string, ip: string) => ({
  address: `${LOGIN_KEY_PREFIX.address}${ip}`,
  account: `${LOGIN_KEY_PREFIX.account}${email}`,
  alert: `login:alert:${email}`,
  device: (deviceId: string) => `login:device:${deviceId}`,
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
  pair: AUTH_RATE_RULES.loginFailuresPerAccount,
  address: AUTH_RATE_RULES.loginAttemptsPerIp,
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
