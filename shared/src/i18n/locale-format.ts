import { formatMoneyIn } from '@studydesk/shared/text';
import { dictionary$ } from './dictionary';

/**
 * Names and numbers in the user's language, through `Intl` (the browser's own locale
 * data, so no dayjs locale files ship with the first page). Only for text the spec
 * leaves free: the fixed formats of the spec stay as they are (DD/MM/YYYY in fields and
 * lists, HH:mm, the CSV) in `@studydesk/shared/dates`. Components calling these use
 * `useT()`, so they re-render when the language changes.
 */
export function currentLanguage(): string {
  return dictionary$.getValue().language;
}

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, language: string, options: object, make: (language: string) => T): T {
  const id = `${kind}|${language}|${JSON.stringify(options)}`;
  let format = formats.get(id) as T | undefined;
  if (!format) {
    try {
      format = make(language);
    } catch {
      // an unknown language tag: English rather than an error on screen
      format = make('en');
    }
    formats.set(id, format);
  }
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const all = { ...options, timeZone: 'UTC' };
  return cached('date', language, all, (tag) => new Intl.DateTimeFormat(tag, all));
}

/** Noon UTC of a calendar day, so no zone offset moves it to another day. */
function dayUtc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** 'November' (long) or 'Nov' (short) for month 1–12. */
export function monthName(month: number, width: 'long' | 'short' = 'long', language: string = currentLanguage()): string {
  return dateFormat(language, { month: width }).format(dayUtc(2023, month, 15));
}

/**
 * 'November 2026' (long) or 'Nov 26' (short) in the user's language: the one way a month is
 * labelled. A month outside 1–12 or a fractional year is a bug upstream, so it throws.
 */
export function formatMonthYear(month: number, year: number, width: 'long' | 'short' = 'long', language: string = currentLanguage()): string {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) throw new RangeError(`Not a month: ${month}/${year}`);
  const options: Intl.DateTimeFormatOptions = width === 'long' ? { month: 'long', year: 'numeric' } : { month: 'short', year: '2-digit' };
  return dateFormat(language, options).format(dayUtc(year, month, 15));
}

/** Weekday names Monday to Sunday (docs/product-rules.md#r-cal-1 days Monday to Sunday); 2 Jan 2023 was a Monday. */
export function weekdayNames(width: 'long' | 'short' = 'long', language: string = currentLanguage()): string[] {
  const format = dateFormat(language, { weekday: width });
  return Array.from({ length: 7 }, (_, i) => format.format(dayUtc(2023, 1, 2 + i)));
}

/** A calendar day written out for reading and screen readers: 'November 23, 2026', '23 de noviembre de 2026'. */
export function formatLongDate(day: { year: number; month: number; day: number }, language: string = currentLanguage()): string {
  return dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(dayUtc(day.year, day.month, day.day));
}

/** A number with the language's separators: 1,234.5 in English, 1.234,5 in German. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 }, language: string = currentLanguage()): string {
  return cached('number', language, options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}


/** An amount kept in minor units, in the user's language (see formatMoneyIn in `@studydesk/shared/text`). */
export function formatMoney(minorUnits: number, currency: string, language: string = currentLanguage()): string {
  return formatMoneyIn(minorUnits, currency, language);
}
