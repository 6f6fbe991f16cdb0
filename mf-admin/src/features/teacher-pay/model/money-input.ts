import { LIMIT_MESSAGES } from '@studydesk/shared/forms';

/**
 * An amount typed in the currency's major unit ("25", "25.5", "25,50", "-3") as an integer of
 * its minor unit (docs/product-rules.md#r-pay-1), or null when it is not one: no more
 * decimals than the currency has, no thousands separators, at most one sign.
 */
export function parseMoneyInput(text: string, digits: number, { allowNegative = false } = {}): number | null {
  const match = /^(-)?(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (sign && !allowNegative) return null;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return sign ? -minor : minor;
}

/**
 * The contract's upper limit of an amount (in minor units) as the sentence a person reads, in
 * the currency ("Enter £1,000,000.00 or less.", not the minor units "100,000,000"), or null
 * when the amount is within it.
 */
export function moneyLimitProblem(
  minor: number,
  max: number | undefined,
  format: (minor: number) => string,
): { key: string; params: { limit: string } } | null {
  if (max === undefined || minor <= max) return null;
  return { key: LIMIT_MESSAGES.max, params: { limit: format(max) } };
}

/** "2026-03-15" from the "15/03/2026" a date field holds, or null. */
export function isoDayOf(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month}-${day}`;
}

/**
 * Hours of an adjustment as typed ("1.5", "-2", "0,25", empty for none), in quarter hours as
 * the API takes them (docs/product-rules.md#r-pay-4), or null when it is not such a number.
 */
export function parseHoursInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const match = /^-?\d{1,5}(?:[.,]\d{1,2})?$/.exec(trimmed);
  if (!match) return null;
  const hours = Number(trimmed.replace(',', '.'));
  return Number.isInteger(hours * 4) && Math.abs(hours) <= 10_000 ? hours : null;
}
