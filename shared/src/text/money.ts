/**
 * Money is kept as an integer of the currency's minor unit (docs/product-rules.md#r-pay-1).
 * Free of the dictionary, so the server writes payslips with it too; the browser calls
 * `formatMoney` of `@studydesk/shared/i18n`, which passes the user's language.
 */
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string, language: string): Intl.NumberFormat {
  const id = `${language}|${currency}`;
  let format = formats.get(id);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency });
    } catch {
      // an unknown language tag: English rather than an error on screen
      format = new Intl.NumberFormat('en', { style: 'currency', currency });
    }
    formats.set(id, format);
  }
  return format;
}

/** Digits after the point of a currency's minor unit: 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  return currencyFormat(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
}

/** 1234 EUR → '€12.34' in English, '12,34 €' in German. */
export function formatMoneyIn(minorUnits: number, currency: string, language: string): string {
  return currencyFormat(currency, language).format(minorUnits / 10 ** minorUnitDigits(currency));
}

/** The amount as a plain number for files (CSV): 1234 EUR → '12.34'. */
export function moneyAsNumber(minorUnits: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (minorUnits / 10 ** digits).toFixed(digits);
}
