import type { LoginThrottle } from '@studydesk/shared/contracts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Who a sign-in throttle is about, as an admin reads it. */
export function throttleSubject(throttle: LoginThrottle, t: Translate): string {
  if (throttle.kind === 'pair') return t('{email} from {address}', { email: throttle.email ?? '', address: throttle.address ?? '' });
  if (throttle.kind === 'address') return t('Every account from {address}', { address: throttle.address ?? '' });
  return t('{email} from any address', { email: throttle.email ?? '' });
}

/**
 * What the throttle does now: nothing yet, or what it does past its limit. An address counts
 * every sign-in attempt from browsers new to the account, successful ones too (the server's
 * loginAttemptsPerIp), so it says attempts, never "failed".
 */
export function throttleEffect(throttle: LoginThrottle, t: Translate): string {
  if (!throttle.active && throttle.kind === 'address') {
    return t('{limit, plural, one {{failures} of # sign-in attempt} other {{failures} of # sign-in attempts}}', { failures: throttle.failures, limit: throttle.limit });
  }
  if (!throttle.active) return t('{limit, plural, one {{failures} of # failed sign-in} other {{failures} of # failed sign-ins}}', { failures: throttle.failures, limit: throttle.limit });
  if (throttle.kind === 'pair') return t('{failures, plural, one {Blocked: # failed sign-in} other {Blocked: # failed sign-ins}}', { failures: throttle.failures });
  // past their limits both refuse only browsers that have not signed in to the account before
  if (throttle.kind === 'address') return t('{failures, plural, one {New browsers refused: # sign-in attempt} other {New browsers refused: # sign-in attempts}}', { failures: throttle.failures });
  return t('{failures, plural, one {Locked for new browsers: # failed sign-in} other {Locked for new browsers: # failed sign-ins}}', { failures: throttle.failures });
}
