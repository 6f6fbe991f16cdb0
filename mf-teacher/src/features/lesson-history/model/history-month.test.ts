import { lessonHistoryUrl, monthOfDate, shiftedDate } from './history-month';

describe('lesson-history month from the route date', () => {
  it('reads any day of the month, or the month alone', () => {
    expect(monthOfDate('2026-01-31')).toEqual({ month: 1, year: 2026 });
    expect(monthOfDate('2026-02')).toEqual({ month: 2, year: 2026 });
  });

  it('says null for text that is not a date', () => {
    expect(monthOfDate('yesterday')).toBeNull();
    expect(monthOfDate('2026-13-01')).toBeNull();
    expect(monthOfDate('2026-00-10')).toBeNull();
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
