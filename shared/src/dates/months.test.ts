import { setTranslations } from '@studydesk/shared/i18n';
import { currentMonth, monthOf, monthRange, shiftMonth, yearMonthKey } from './index';

const NEW_YORK = 'America/New_York';
const LATE_NOVEMBER_NY = Date.UTC(2026, 11, 1, 4, 30); // 30/11/2026 23:30 in New York

afterEach(() => setTranslations('en', null));

describe('months in the site time zone', () => {
  it('an instant at 23:30 local on the last day of a month belongs to that month', () => {
    expect(monthOf(LATE_NOVEMBER_NY, NEW_YORK)).toEqual({ month: 11, year: 2026 });
    expect(monthOf(LATE_NOVEMBER_NY, 'UTC')).toEqual({ month: 12, year: 2026 });
    const [start, end] = monthRange(11, 2026, NEW_YORK);
    expect(LATE_NOVEMBER_NY).toBeGreaterThanOrEqual(start);
    expect(LATE_NOVEMBER_NY).toBeLessThan(end);
    const [decemberStart] = monthRange(12, 2026, NEW_YORK);
    expect(decemberStart).toBe(end);
  });

  it('monthRange is [local midnight of the 1st, local midnight of the next 1st), across a DST change', () => {
    expect(monthRange(3, 2026, NEW_YORK)).toEqual([Date.UTC(2026, 2, 1, 5), Date.UTC(2026, 3, 1, 4)]);
    expect(monthRange(12, 2026, 'UTC')).toEqual([Date.UTC(2026, 11, 1), Date.UTC(2027, 0, 1)]);
  });

  it('monthRange answers a month asked again the same, per zone, and a caller changing its copy changes nothing', () => {
    const first = monthRange(3, 2026, NEW_YORK);
    first[0] = 0;
    expect(monthRange(3, 2026, NEW_YORK)).toEqual([Date.UTC(2026, 2, 1, 5), Date.UTC(2026, 3, 1, 4)]);
    expect(monthRange(3, 2026, 'UTC')).toEqual([Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1)]);
    expect(() => monthRange(3, 2026, 'Not/AZone')).toThrow();
  });

  it('monthRange is the UTC calendar month in UTC', () => {
    expect(monthRange(2, 2026, 'UTC')).toEqual([Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1)]);
  });

  it('monthRange starts at local midnight of the 1st west of UTC (America/New_York, EST)', () => {
    expect(monthRange(1, 2026, NEW_YORK)).toEqual([Date.UTC(2026, 0, 1, 5), Date.UTC(2026, 1, 1, 5)]);
  });

  it('monthRange crosses the year east of UTC (Pacific/Auckland, NZDT +13)', () => {
    expect(monthRange(12, 2026, 'Pacific/Auckland')).toEqual([Date.UTC(2026, 10, 30, 11), Date.UTC(2026, 11, 31, 11)]);
  });

  it('a lesson at 23:30 local on the last day is in that month; 00:00 next day in the next', () => {
    const lastEvening = Date.UTC(2026, 1, 1, 4, 30); // 31 Jan 23:30 EST = 1 Feb 04:30 UTC
    const [start, end] = monthRange(1, 2026, NEW_YORK);
    expect(lastEvening >= start && lastEvening < end).toBe(true);
    expect(monthOf(lastEvening, NEW_YORK)).toEqual({ month: 1, year: 2026 });
    expect(monthOf(end, NEW_YORK)).toEqual({ month: 2, year: 2026 });
    expect(monthOf(start - 1, NEW_YORK)).toEqual({ month: 12, year: 2025 });
  });

  it('currentMonth is the month on the site clock now', () => {
    expect(currentMonth(NEW_YORK, LATE_NOVEMBER_NY)).toEqual({ month: 11, year: 2026 });
    expect(currentMonth('Asia/Tokyo', Date.UTC(2026, 11, 31, 16))).toEqual({ month: 1, year: 2027 });
  });

  it('shiftMonth wraps years both ways', () => {
    expect(shiftMonth({ month: 12, year: 2026 }, 1)).toEqual({ month: 1, year: 2027 });
    expect(shiftMonth({ month: 1, year: 2026 }, -1)).toEqual({ month: 12, year: 2025 });
    expect(shiftMonth({ month: 5, year: 2026 }, -17)).toEqual({ month: 12, year: 2024 });
  });

  it('yearMonthKey gives the YYYYMM of the CSV file name (docs/product-rules.md#r-csv-2)', () => {
    expect(`${yearMonthKey(3, 2026)}.All.csv`).toBe('202603.All.csv');
  });
});
