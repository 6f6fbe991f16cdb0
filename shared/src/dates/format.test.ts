import { setTranslations } from '@studydesk/shared/i18n';
import {
  combineDateAndTime,
  formatDayText,
  parseDayText,
  dateInputValue,
  formatDate,
  formatDateTime,
  formatTime,
  getSiteTimeZone,
  setSiteTimeZone,
  siteTimeZone$,
} from './index';

const NEW_YORK = 'America/New_York';
// 23:30 in New York on 30 November 2026 is already 1 December in UTC.
const LATE_NOVEMBER_NY = Date.UTC(2026, 11, 1, 4, 30);

afterEach(() => {
  setSiteTimeZone('UTC');
  setTranslations('en', null);
});

describe('site time zone', () => {
  it('defaults to UTC and publishes changes', () => {
    expect(getSiteTimeZone()).toBe('UTC');
    const seen: string[] = [];
    const subscription = siteTimeZone$.subscribe((zone) => seen.push(zone));
    expect(setSiteTimeZone(NEW_YORK)).toBe(true);
    subscription.unsubscribe();
    expect(seen).toEqual(['UTC', NEW_YORK]);
  });

  it('refuses a zone the browser does not know and keeps the previous one', () => {
    setSiteTimeZone('Asia/Kolkata');
    expect(setSiteTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(getSiteTimeZone()).toBe('Asia/Kolkata');
  });
});

describe('formatting — docs/product-rules.md#r-date-1 "dates DD/MM/YYYY, times HH:mm", in the site time zone', () => {
  it('formats epoch ms and ISO strings in UTC by default', () => {
    expect(formatDate(LATE_NOVEMBER_NY)).toBe('01/12/2026');
    expect(formatTime('2026-12-01T04:30:00.000Z')).toBe('04:30');
  });

  it('formats on the wall clock of the site zone once it is set', () => {
    setSiteTimeZone(NEW_YORK);
    expect(formatDate(LATE_NOVEMBER_NY)).toBe('30/11/2026');
    expect(formatTime(LATE_NOVEMBER_NY)).toBe('23:30');
    expect(formatDateTime('2026-12-01T04:30:00Z')).toBe('30/11/2026 23:30');
    expect(dateInputValue(LATE_NOVEMBER_NY)).toBe('2026-11-30');
  });

  it('takes an explicit zone with a half-hour offset', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 0, 0), 'Asia/Kolkata')).toBe('01/01/2026 05:30');
  });

  it('shows nothing for a missing or invalid instant', () => {
    expect(formatDate(null)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('combineDateAndTime — docs/product-rules.md#r-dialog-2 "Date and time of the start time are edited separately"', () => {
  it('reads the date and the time on the site clock', () => {
    setSiteTimeZone(NEW_YORK);
    expect(combineDateAndTime('2026-11-30', '23:30')).toBe(LATE_NOVEMBER_NY);
    expect(combineDateAndTime('30/11/2026', '23:30')).toBe(LATE_NOVEMBER_NY);
  });

  it('answers null for text that is not a date or a time', () => {
    expect(combineDateAndTime('2026-02-30', '10:00')).toBeNull();
    expect(combineDateAndTime('2026-02-10', '25:00')).toBeNull();
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
