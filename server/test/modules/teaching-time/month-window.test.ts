import { firstDayOf } from '../../../src/modules/teaching-time/dto';
import { monthWindow } from '../../../src/modules/teaching-time/rules';

// The month arithmetic itself is @studydesk/shared/dates' monthRange (tested there);
// the report and the payments carry it as one MonthRange.
describe('monthWindow', () => {
  it('is the month in the site zone with its key and zone', () => {
    expect(monthWindow({ year: 2026, month: 3 }, 'America/New_York')).toEqual({
      year: 2026,
      month: 3,
      timeZone: 'America/New_York',
      start: Date.UTC(2026, 2, 1, 5),
      end: Date.UTC(2026, 3, 1, 4),
    });
  });
});

describe('firstDayOf', () => {
  it('formats the month as its first day', () => {
    expect(firstDayOf({ year: 2026, month: 3 })).toBe('2026-03-01');
  });
});
