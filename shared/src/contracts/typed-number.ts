/**
 * A number as a person types it into an answer field: digits, an optional sign and one
 * decimal separator, a point or the decimal comma of many languages ("12,5" is 12.5).
 * Whatever JavaScript's Number() also reads but nobody means as a measurement is refused:
 * hexadecimal ("0x10"), exponents ("1e3"), "Infinity", empty text, thousands separators.
 * One rule for the server, which stores what it accepts, and the forms, which say what is
 * wrong beside the field before sending. Returns null for text that is not such a number.
 */
const TYPED_DECIMAL = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

export function parseTypedNumber(text: string): number | null {
  const typed = text.trim();
  if (!TYPED_DECIMAL.test(typed)) return null;
  const value = Number(typed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
