import { setTranslations } from './dictionary';
import { minorUnitDigits } from '@studydesk/shared/text';
import { formatLongDate, formatMoney, formatMonthYear, formatNumber, monthName, weekdayNames } from './locale-format';

afterEach(() => setTranslations('en', null));

describe('names and numbers in the user language', () => {
  it('English by default', () => {
    expect(monthName(11)).toBe('November');
    expect(monthName(3, 'short')).toBe('Mar');
    expect(formatMonthYear(11, 2026)).toBe('November 2026');
    expect(weekdayNames('long')[0]).toBe('Monday');
    expect(weekdayNames('long')[6]).toBe('Sunday');
    expect(formatLongDate({ year: 2026, month: 11, day: 23 })).toBe('November 23, 2026');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('follows the language of the dictionary (es, fr, de)', () => {
    setTranslations('es', {});
    expect(monthName(11)).toBe('noviembre');
    expect(weekdayNames('long')[0]).toBe('lunes');
    expect(formatLongDate({ year: 2026, month: 11, day: 23 })).toBe('23 de noviembre de 2026');
    setTranslations('fr', {});
    expect(monthName(2)).toBe('février');
    expect(weekdayNames('long')[6]).toBe('dimanche');
    setTranslations('de', {});
    expect(formatMonthYear(3, 2027)).toBe('März 2027');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(weekdayNames('short')[0]).toBe('Mo');
  });

  it('an unknown language tag reads in English', () => {
    expect(monthName(1, 'long', 'not a tag!')).toBe('January');
  });
});

describe('formatMonthYear — a month as its name and year (docs/product-rules.md#r-table-2)', () => {
  it('reads "November 2026" in English and follows the language given', () => {
    expect(formatMonthYear(11, 2026)).toBe('November 2026');
    expect(formatMonthYear(11, 2026, 'long', 'es').toLowerCase()).toContain('noviembre');
  });

  it('rejects a month outside 1–12', () => {
    expect(() => formatMonthYear(0, 2026)).toThrow(RangeError);
    expect(() => formatMonthYear(13, 2026, 'short')).toThrow(RangeError);
  });
});

describe('money in the user language (docs/product-rules.md#r-pay-1 integer minor units)', () => {
  it('writes minor units as the currency amount, with the language separators', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(-250, 'USD', 'en')).toBe('-$2.50');
    // a currency without a minor unit counts whole yen
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
  });

  it('follows the language of the dictionary', () => {
    setTranslations('fr', {});
    expect(formatMoney(5100, 'EUR')).toBe('51,00\u00a0€');
  });
});
