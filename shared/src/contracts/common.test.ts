import { Value } from '@sinclair/typebox/value';
import { CalendarDay, Email, INSTANT_MAX_MS, INSTANT_MIN_MS, Instant, MultiLineText, NullableInstant, PictureUrl, SingleLineText, isCalendarDay, isInstantInRange, multiLinePattern, singleLinePattern } from './common';

// Ajv (the server) compiles patterns with the `u` flag, TypeBox's Value (the browser)
// without: every rule must mean the same both ways.
const bothWays = (pattern: string, text: string) => {
  const unicode = new RegExp(pattern, 'u').test(text);
  const plain = new RegExp(pattern).test(text);
  expect({ text, unicode }).toEqual({ text, unicode: plain });
  return unicode;
};

describe('single-line text', () => {
  const refused = ['nul\u0000', 'bell\u0007', 'del\u007f', 'c1\u0085', 'rlo\u202Eevil', 'lri\u2066x', 'pdi\u2069', 'ls\u2028', 'lone\uD800', 'lone\uDC00x', '\uDC00\uD800', 'new\nline', 'tab\tbed'];
  const accepted = ['', 'Zoë Núñez', '李小龍', 'Ωmega', 'emoji 😀 ok', 'a-b.c/d', "O'Brien", 'x'.repeat(50)];

  it.each(refused)('refuses %j', (text) => {
    expect(bothWays(singleLinePattern(), text)).toBe(false);
    expect(Value.Check(SingleLineText({ maxLength: 100 }), text)).toBe(false);
  });

  it.each(accepted)('accepts %j', (text) => {
    expect(bothWays(singleLinePattern(), text)).toBe(true);
    expect(Value.Check(SingleLineText({ maxLength: 100 }), text)).toBe(true);
  });

  it('required text is neither empty nor blank', () => {
    const title = SingleLineText({ maxLength: 200, required: true });
    for (const text of ['', ' ', '\u00a0 ']) expect(Value.Check(title, text)).toBe(false);
    expect(bothWays(singleLinePattern(true), ' ')).toBe(false);
    expect(Value.Check(title, ' Past tenses ')).toBe(true);
  });

  it('an email obeys the same rule', () => {
    expect(Value.Check(Email, 'ann@example.test')).toBe(true);
    expect(Value.Check(Email, 'ann\u202E@example.test')).toBe(false);
    expect(Value.Check(Email, 'ann\u0000@example.test')).toBe(false);
  });
});

describe('multi-line text', () => {
  it('keeps tabs and line breaks, refuses other control characters and lone surrogates', () => {
    const text = MultiLineText({ maxLength: 10000 });
    for (const ok of ['one\ntwo\r\nthree\tfour', 'emoji 😀', 'x'.repeat(10000)]) {
      expect(Value.Check(text, ok)).toBe(true);
      expect(bothWays(multiLinePattern(), ok)).toBe(true);
    }
    for (const bad of ['nul\u0000', 'esc\u001b[31m', 'half\uD83D']) {
      expect(Value.Check(text, bad)).toBe(false);
      expect(bothWays(multiLinePattern(), bad)).toBe(false);
    }
    expect(Value.Check(MultiLineText({ maxLength: 100, required: true }), ' \n ')).toBe(false);
  });
});

describe('CalendarDay: the one check of a day', () => {
  const days = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  it('accepts exactly the days of the calendar, every day of every month from 1970 to 2200', () => {
    const wrong: string[] = [];
    for (let year = 1970; year <= 2200; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= 31; day += 1) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          if (isCalendarDay(text) !== day <= days(year, month)) wrong.push(text);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(['2027-02-30', '2027-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '1969-12-31', '2201-01-01', '2026-1-01', ' 2026-01-01', '2026-01-01T00:00'])('refuses %j, both ways', (text) => {
    expect(bothWays(CalendarDay.pattern as string, text)).toBe(false);
    expect(Value.Check(CalendarDay, text)).toBe(false);
  });

  it.each(['2028-02-29', '2000-02-29', '1972-02-29', '2026-12-31', '2200-12-31'])('accepts %j, both ways', (text) => {
    expect(bothWays(CalendarDay.pattern as string, text)).toBe(true);
    expect(Value.Check(CalendarDay, text)).toBe(true);
  });

  it('is the day of an Instant too', () => {
    expect(bothWays(Instant.pattern as string, '2027-02-30T10:00:00.000Z')).toBe(false);
    expect(bothWays(Instant.pattern as string, '2028-02-29T10:00:00.000Z')).toBe(true);
  });
});

describe('Instant', () => {
  // the bound is in the pattern, which Ajv and Value both apply (Value knows no formats)
  const inRange = (text: string) => bothWays(Instant.pattern as string, text);

  it('accepts ISO instants in the years 1970 to 2200 only', () => {
    for (const ok of ['1970-01-01T00:00:00.000Z', '2026-03-18T10:00:00Z', '2200-12-31T23:59:59.999Z', '2026-03-18T10:00:00+01:00']) {
      expect(inRange(ok)).toBe(true);
    }
    for (const bad of ['9999-12-31T23:59:59.999Z', '+010000-01-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z', '2201-01-01T00:00:00.000Z', '2026-13-01T00:00:00Z', 'yesterday', '2026-03-18']) {
      expect(inRange(bad)).toBe(false);
    }
  });

  it('isInstantInRange agrees with the pattern at both ends', () => {
    expect(isInstantInRange(INSTANT_MIN_MS)).toBe(true);
    expect(isInstantInRange(INSTANT_MAX_MS)).toBe(true);
    expect(isInstantInRange(INSTANT_MAX_MS + 1)).toBe(false);
    expect(isInstantInRange(INSTANT_MIN_MS - 1)).toBe(false);
    expect(isInstantInRange(Number.NaN)).toBe(false);
    expect(inRange(new Date(INSTANT_MAX_MS).toISOString())).toBe(true);
    expect(inRange(new Date(INSTANT_MAX_MS + 1).toISOString())).toBe(false);
    expect(inRange(new Date(INSTANT_MIN_MS).toISOString())).toBe(true);
  });
});

describe('nullable fields', () => {
  // the wire form the server validates and serialises: the schema itself, or null
  it('is anyOf the schema and null', () => {
    expect(JSON.parse(JSON.stringify(NullableInstant))).toEqual({ anyOf: [JSON.parse(JSON.stringify(Instant)), { type: 'null' }] });
  });

  it('accepts the value or null, nothing else', () => {
    expect(Value.Check(PictureUrl, '/uploads/a.png')).toBe(true);
    expect(Value.Check(PictureUrl, null)).toBe(true);
    expect(Value.Check(PictureUrl, undefined)).toBe(false);
    expect(Value.Check(PictureUrl, 3)).toBe(false);
    // site-relative only: an absolute URL would carry one host name of the school
    expect(Value.Check(PictureUrl, 'http://localhost:8091/uploads/a.webp')).toBe(false);
    expect(Value.Check(PictureUrl, '/uploads/../secret')).toBe(false);
  });
});
