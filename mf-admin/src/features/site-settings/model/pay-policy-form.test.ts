import { DEFAULT_PAY_POLICY } from '@studydesk/shared/contracts';
import { currencyCodes, needsCurrencyConfirmation, payPolicyValues, toPaySettings } from './pay-policy-form';

describe('the pay policy form (docs/product-rules.md#r-pay-1)', () => {
  const values = payPolicyValues({ policy: DEFAULT_PAY_POLICY, currency: 'EUR' });

  it('gives back the policy it was loaded with', () => {
    expect(toPaySettings(values)).toEqual({ settings: { policy: DEFAULT_PAY_POLICY, currency: 'EUR' }, errors: {} });
  });

  it('turns typed shares and limits into numbers', () => {
    const edited = { ...values, teacherShare: { ...values.teacherShare, cancelled_late: ' 60 ' }, noticeHours: '24', makeUpCredit: { ...values.makeUpCredit, no_show: true }, currency: 'GBP' };
    const { settings } = toPaySettings(edited);
    expect(settings?.policy.teacherShare.cancelled_late).toBe(60);
    expect(settings?.policy.noticeHours).toBe(24);
    expect(settings?.policy.makeUpCredit.no_show).toBe(true);
    expect(settings?.currency).toBe('GBP');
  });

  it('names each field out of range, a fraction or empty, and saves nothing', () => {
    const bad = { ...values, teacherShare: { ...values.teacherShare, held: '101', no_show: '12.5' }, creditExpiryDays: '0', creditCapPerPeriod: '', currency: '' };
    const { settings, errors } = toPaySettings(bad);
    expect(settings).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['creditCapPerPeriod', 'creditExpiryDays', 'currency', 'share.held', 'share.no_show']);
  });

  it('offers ISO currencies, keeping an unknown stored one', () => {
    expect(currencyCodes('EUR')).toContain('JPY');
    expect(currencyCodes('XQQ')[0]).toBe('XQQ');
  });
});

describe('a change of currency (docs/product-rules.md#r-pay-8)', () => {
  const stored = { policy: DEFAULT_PAY_POLICY, currency: 'EUR', ratesDefined: true };
  it('is asked about when rates are defined, since their numbers are not converted', () => {
    expect(needsCurrencyConfirmation(stored, { policy: DEFAULT_PAY_POLICY, currency: 'JPY' })).toBe(true);
  });
  it('is not asked about without rates, nor when the currency stays', () => {
    expect(needsCurrencyConfirmation({ ...stored, ratesDefined: false }, { policy: DEFAULT_PAY_POLICY, currency: 'JPY' })).toBe(false);
    expect(needsCurrencyConfirmation(stored, { policy: DEFAULT_PAY_POLICY, currency: 'EUR' })).toBe(false);
  });
});
