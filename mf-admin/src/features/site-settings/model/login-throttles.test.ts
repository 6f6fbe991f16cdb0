import type { LoginThrottle } from '@studydesk/shared/contracts';
import { formatMessage } from '@studydesk/shared/i18n';
import { throttleEffect, throttleSubject } from './login-throttles';

const t = (key: string, values: Record<string, string | number> = {}) => formatMessage(key, values, 'en');
const throttle = (overrides: Partial<LoginThrottle>): LoginThrottle => ({
  key: 'login:pair:10.0.0.1 ann@example.test',
  kind: 'pair',
  email: 'ann@example.test',
  address: '10.0.0.1',
  failures: 11,
  limit: 10,
  active: true,
  resetAt: '2026-03-18T10:15:00.000Z',
  ...overrides,
});

describe('sign-in throttles as an admin reads them', () => {
  it('names the account, the address or both', () => {
    expect(throttleSubject(throttle({}), t)).toBe('ann@example.test from 10.0.0.1');
    expect(throttleSubject(throttle({ kind: 'address', email: null }), t)).toBe('Every account from 10.0.0.1');
    expect(throttleSubject(throttle({ kind: 'account', address: null }), t)).toBe('ann@example.test from any address');
  });

  it('says what each kind does past its limit, and the count before it', () => {
    expect(throttleEffect(throttle({}), t)).toBe('Blocked: 11 failed sign-ins');
    expect(throttleEffect(throttle({ kind: 'address', failures: 201, limit: 200 }), t)).toBe('New browsers refused: 201 sign-in attempts');
    expect(throttleEffect(throttle({ kind: 'account' }), t)).toBe('Locked for new browsers: 11 failed sign-ins');
    expect(throttleEffect(throttle({ active: false, failures: 3 }), t)).toBe('3 of 10 failed sign-ins');
    // an address counts every attempt, successful ones too: never called failed (issue 47 item 19)
    expect(throttleEffect(throttle({ kind: 'address', active: false, failures: 11, limit: 200 }), t)).toBe('11 of 200 sign-in attempts');
    expect(throttleEffect(throttle({ failures: 1, limit: 1 }), t)).toBe('Blocked: 1 failed sign-in');
  });
});
