import { firstDayOf, monthOf, monthRange, validTimeZone } from '../../src/payments/month-range';

describe('monthRange', () => {
  it('is the UTC calendar month in UTC', () => {
    const range = monthRange({ year: 2026, month: 2 }, 'UTC');
    expect(range.start).toBe(Date.UTC(2026, 1, 1));
    expect(range.end).toBe(Date.UTC(2026, 2, 1));
  });

  it('starts at local midnight of the first in a zone west of UTC (America/New_York, EST)', () => {
    const range = monthRange({ year: 2026, month: 1 }, 'America/New_York');
    expect(range.start).toBe(Date.UTC(2026, 0, 1, 5));
    expect(range.end).toBe(Date.UTC(2026, 1, 1, 5));
  });

  it('follows a DST change inside the month (March in New York: EST → EDT)', () => {
    const range = monthRange({ year: 2026, month: 3 }, 'America/New_York');
    expect(range.start).toBe(Date.UTC(2026, 2, 1, 5));
    expect(range.end).toBe(Date.UTC(2026, 3, 1, 4));
  });

  it('crosses the year in a zone east of UTC (Pacific/Auckland, NZDT +13)', () => {
    const range = monthRange({ year: 2026, month: 12 }, 'Pacific/Auckland');
    expect(range.start).toBe(Date.UTC(2026, 10, 30, 11));
    expect(range.end).toBe(Date.UTC(2026, 11, 31, 11));
  });

  it('puts a lesson at 23:30 local on the last day in that month, and 00:00 next day in the next', () => {
    const zone = 'America/New_York';
    const lastEvening = Date.UTC(2026, 1, 1, 4, 30); // 31 Jan 23:30 EST = 1 Feb 04:30 UTC
    const jan = monthRange({ year: 2026, month: 1 }, zone);
    expect(lastEvening >= jan.start && lastEvening < jan.end).toBe(true);
    expect(monthOf(lastEvening, zone)).toEqual({ year: 2026, month: 1 });
    expect(monthOf(jan.end, zone)).toEqual({ year: 2026, month: 2 });
    expect(monthOf(jan.start - 1, zone)).toEqual({ year: 2025, month: 12 });
  });
});

describe('firstDayOf and validTimeZone', () => {
  it('formats the month as its first day', () => {
    expect(firstDayOf({ year: 2026, month: 3 })).toBe('2026-03-01');
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    expect(validTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(validTimeZone('')).toBe('UTC');
    expect(validTimeZone('Mars/Olympus')).toBe('UTC');
  });
});
