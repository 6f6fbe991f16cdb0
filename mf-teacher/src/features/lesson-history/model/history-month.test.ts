import { lessonHistoryUrl, monthOfDate, shiftedDate } from './history-month';

describe('lesson-history month from the route date', () => {
  it('reads any day of the month, or the month alone', () => {
    expect(monthOfDate('2026-01-31', 'UTC')).toEqual({ month: 1, year: 2026 });
    expect(monthOfDate('2026-02', 'UTC')).toEqual({ month: 2, year: 2026 });
  });

  it('without a date, is the current month on the site clock', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 11, 1, 4, 30) }); // 23:30 on 30 November in New York
    try {
      expect(monthOfDate(undefined, 'America/New_York')).toEqual({ month: 11, year: 2026 });
      expect(monthOfDate('', 'UTC')).toEqual({ month: 12, year: 2026 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says null for text that is not a date', () => {
    expect(monthOfDate('yesterday', 'UTC')).toBeNull();
    expect(monthOfDate('2026-13-01', 'UTC')).toBeNull();
    expect(monthOfDate('2026-00-10', 'UTC')).toBeNull();
  });

  it('steps to the first day of the previous or next month, across years', () => {
    expect(shiftedDate({ month: 1, year: 2026 }, -1)).toBe('2025-12-01');
    expect(shiftedDate({ month: 12, year: 2025 }, 1)).toBe('2026-01-01');
  });

  it('replaces the date in the current lesson-history path, whatever its prefix', () => {
    expect(lessonHistoryUrl('/admin/lesson-history/7/2026-01-15', 7, '2025-12-01', 'admin')).toBe('/admin/lesson-history/7/2025-12-01');
    expect(lessonHistoryUrl('/teacher/lesson-history/7/2026-01-15/', 7, '2026-02-01', 'teacher')).toBe('/teacher/lesson-history/7/2026-02-01');
    expect(lessonHistoryUrl('/somewhere', 7, '2026-02-01', 'teacher')).toBe('/teacher/lesson-history/7/2026-02-01');
  });
});
