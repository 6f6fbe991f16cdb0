import { LESSON_OUTCOMES, type LessonOutcome, type PaySettings } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

/** The pay policy form as typed: numbers stay text until saved (docs/product-rules.md#r-pay-1). */
export interface PayPolicyValues {
  teacherShare: Record<LessonOutcome, string>;
  makeUpCredit: Record<LessonOutcome, boolean>;
  noticeHours: string;
  creditExpiryDays: string;
  creditCapPerPeriod: string;
  currency: string;
}

type NumberField = 'noticeHours' | 'creditExpiryDays' | 'creditCapPerPeriod';
export type PayPolicyField = NumberField | `share.${LessonOutcome}` | 'currency';

/** The contract's ranges, for the inputs and their messages. */
export const PAY_POLICY_LIMITS: Record<NumberField | 'share', { min: number; max: number }> = {
  share: { min: 0, max: 100 },
  noticeHours: { min: 0, max: 24 * 30 },
  creditExpiryDays: { min: 1, max: 3650 },
  creditCapPerPeriod: { min: 0, max: 100 },
};

export function payPolicyValues({ policy, currency }: PaySettings): PayPolicyValues {
  const perOutcome = <T,>(pick: (outcome: LessonOutcome) => T) => Object.fromEntries(LESSON_OUTCOMES.map((o) => [o, pick(o)])) as Record<LessonOutcome, T>;
  return {
    teacherShare: perOutcome((o) => String(policy.teacherShare[o])),
    makeUpCredit: perOutcome((o) => policy.makeUpCredit[o]),
    noticeHours: String(policy.noticeHours),
    creditExpiryDays: String(policy.creditExpiryDays),
    creditCapPerPeriod: String(policy.creditCapPerPeriod),
    currency,
  };
}

const wholeIn = (text: string, { min, max }: { min: number; max: number }): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

/** The policy to save, or the message (a dictionary key with {min} and {max}) of each field that is not a whole number in range. */
export function toPaySettings(values: PayPolicyValues): { settings: PaySettings | null; errors: Partial<Record<PayPolicyField, string>> } {
  const errors: Partial<Record<PayPolicyField, string>> = {};
  const outOfRange = msg('Enter a whole number from {min} to {max}.');
  const shares = {} as Record<LessonOutcome, number>;
  for (const outcome of LESSON_OUTCOMES) {
    const share = wholeIn(values.teacherShare[outcome], PAY_POLICY_LIMITS.share);
    if (share === null) errors[`share.${outcome}`] = outOfRange;
    else shares[outcome] = share;
  }
  const numbers = {} as Record<NumberField, number>;
  for (const field of ['noticeHours', 'creditExpiryDays', 'creditCapPerPeriod'] as const) {
    const value = wholeIn(values[field], PAY_POLICY_LIMITS[field]);
    if (value === null) errors[field] = outOfRange;
    else numbers[field] = value;
  }
  if (!/^[A-Z]{3}$/.test(values.currency)) errors.currency = msg('Choose a currency');
  if (Object.keys(errors).length > 0) return { settings: null, errors };
  return { settings: { policy: { teacherShare: shares, makeUpCredit: { ...values.makeUpCredit }, ...numbers }, currency: values.currency }, errors };
}

/** The currencies to pick from (ISO 4217 codes the browser knows), with the school's own first if it is not among them. */
export function currencyCodes(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  return known.includes(current) || current === '' ? known : [current, ...known];
}

/**
 * docs/product-rules.md#r-pay-8: rates are numbers and are not converted, so a new currency
 * while rates are defined is asked about first (and sent with `confirmCurrencyChange`).
 */
export function needsCurrencyConfirmation(stored: PaySettings, next: PaySettings): boolean {
  return stored.ratesDefined === true && next.currency !== stored.currency;
}
