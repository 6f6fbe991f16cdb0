import type { LoginThrottle } from '@studydesk/shared/contracts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Who a sign-in throttle is about, as an admin reads it. */
export function throttleSubject(throttle: LoginThrottle, t: Translate): string {
  if (throttle.kind === 'pair') return t('{email} from {address}', { email: throttle.email ?? '', address: throttle.address ?? '' });
  if (throttle.kind === 'address') return t('Every account from {address}', { address: throttle.address ?? '' });
  return t('{email} from any address', { email: throttle.email ?? '' });
}

/** What the throttle does now: nothing yet, or what it does past its limit. */
export function throttleEffect(throttle: LoginThrottle, t: Translate): string {
  if (!throttle.active) return t('{failures} of {limit} failed sign-ins', { failures: throttle.failures, limit: throttle.limit });
  if (throttle.kind === 'pair') return t('Blocked: {failures} failed sign-ins', { failures: throttle.failures });
  // past their limits both refuse only browsers that have not signed in to the account before
  if (throttle.kind === 'address') return t('New browsers refused: {failures} sign-in attempts', { failures: throttle.failures });
  return t('Locked for new browsers: {failures} failed sign-ins', { failures: throttle.failures });
}
