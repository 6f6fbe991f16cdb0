import { setTranslations } from '@studydesk/shared/i18n';
import {
  combineDateAndTime,
  formatDayText,
  parseDayText,
  dateInputValue,
  formatDate,
  formatDateTime,
  formatTime,
  isValidTimeZone,
} from './index';

const NEW_YORK = 'America/New_York';
// 23:30 in New York on 30 November 2026 is already 1 December in UTC.
const LATE_NOVEMBER_NY = Date.UTC(2026, 11, 1, 4, 30);

afterEach(() => setTranslations('en', null));

describe('time zone names', () => {
  it('knows the zones of the time-zone database and nothing else', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('formatting — dates and times as docs/product-rules.md#r-date-1 writes them, in the site time zone', () => {
  it('formats epoch ms and ISO strings on the UTC clock', () => {
    expect(formatDate(LATE_NOVEMBER_NY, 'UTC')).toBe('01/12/2026');
    expect(formatTime('2026-12-01T04:30:00.000Z', 'UTC')).toBe('04:30');
  });

  it('formats on the wall clock of the zone it is given', () => {
    expect(formatDate(LATE_NOVEMBER_NY, NEW_YORK)).toBe('30/11/2026');
    expect(formatTime(LATE_NOVEMBER_NY, NEW_YORK)).toBe('23:30');
    expect(formatDateTime('2026-12-01T04:30:00Z', NEW_YORK)).toBe('30/11/2026 23:30');
    expect(dateInputValue(LATE_NOVEMBER_NY, NEW_YORK)).toBe('2026-11-30');
  });

  it('takes an explicit zone with a half-hour offset', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 0, 0), 'Asia/Kolkata')).toBe('01/01/2026 05:30');
  });

  it('shows nothing for a missing or invalid instant', () => {
    expect(formatDate(null, 'UTC')).toBe('');
    expect(formatTime('', 'UTC')).toBe('');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });
});

describe('combineDateAndTime — a start typed as a date and a time (docs/product-rules.md#r-dialog-2)', () => {
  it('reads the date and the time on the clock of the zone it is given', () => {
    expect(combineDateAndTime('2026-11-30', '23:30', NEW_YORK)).toBe(LATE_NOVEMBER_NY);
    expect(combineDateAndTime('30/11/2026', '23:30', NEW_YORK)).toBe(LATE_NOVEMBER_NY);
  });

  it('answers null for text that is not a date or a time', () => {
    expect(combineDateAndTime('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(combineDateAndTime('2026-02-10', '25:00', 'UTC')).toBeNull();
  });
});

describe('a calendar day typed as DD/MM/YYYY (the date picker writes the same)', () => {
  it('parses a real day strictly, and nothing else', () => {
    expect(parseDayText(' 05/11/2026 ')).toEqual({ year: 2026, month: 11, day: 5 });
    expect(parseDayText('31/02/2026')).toBeNull();
    expect(parseDayText('2026-11-05')).toBeNull();
    expect(parseDayText('5/11/2026')).toBeNull();
    expect(parseDayText('')).toBeNull();
  });

  it('formats a day back as typed', () => {
    expect(formatDayText({ year: 2026, month: 3, day: 7 })).toBe('07/03/2026');
    expect(parseDayText(formatDayText({ year: 2030, month: 12, day: 31 }))).toEqual({ year: 2030, month: 12, day: 31 });
  });
});
