import { TOKEN_MESSAGES } from '@studydesk/shared/contracts';
import { HttpError } from '../../permissions';

/** A fixed-window budget: at most `limit` events per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/**
 * Budgets for the unauthenticated calls that can be abused. Login counts failures: every
 * attempt is reserved before the password is checked and given back when it was right,
 * so a burst cannot slip past the limit and a user who types the password right is never
 * locked out by their own successes. Past the per-address budget only failing attempts
 * are refused (one pupil's typos must not lock out a school behind one address); the
 * successes of an address have a budget of their own, as each costs a hash. Forgot
 * counts every request because each one may send a message.
 */
export const AUTH_RATE_RULES = {
  loginFailuresPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE },
  loginSuccessesPerIp: { limit: 60, windowMs: MINUTE },
  forgotPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  forgotPerIp: { limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

/** Past the per-address failure budget every attempt from there waits this long first. */
export const LOGIN_SLOWDOWN_MS = 1000;

export interface RateStatus {
  /** true when the budget is spent for the current window */
  limited: boolean;
  /** seconds until the window resets (for Retry-After) */
  retryAfterSeconds: number;
}

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
