import { PATHS } from '@studydesk/shared/routes';
import { isCurrent, navItems } from './nav-items';

const current = (role: 'admin' | 'teacher' | 'student' | 'guardian', pathname: string) =>
  navItems({ id: 3 } as never, role, 'UTC')
    .filter((item) => isCurrent(item, pathname))
    .map((item) => item.label);

describe('the sidebar item of the page shown', () => {
  it('marks the item of its section', () => {
    expect(current('admin', PATHS.admin.students)).toEqual(['Students']);
    expect(current('admin', PATHS.admin.translations)).toEqual(['Translations']);
    expect(current('admin', '/admin/teachers/4/calendar')).toEqual(['Teachers']);
    expect(current('teacher', '/teacher/lesson-history/3/2026-03-01')).toEqual(['Lesson history']);
    expect(current('student', PATHS.student.review)).toEqual(['Review']);
    expect(current('admin', PATHS.admin.guardians)).toEqual(['Guardians']);
    expect(current('admin', PATHS.admin.peopleImport)).toEqual(['Import people']);
  });

  it("marks My students on a guardian's student pages (docs/product-rules.md#r-guard-2)", () => {
    expect(current('guardian', PATHS.guardian.home)).toEqual(['My students']);
    expect(current('guardian', '/guardian/students/7/study-plans/3')).toEqual(['My students']);
  });

  it("marks Teachers on an admin's lesson history (reached from the teaching-time tab)", () => {
    expect(current('admin', '/admin/lesson-history/4/2026-03-01')).toEqual(['Teachers']);
  });
});

describe("the teacher's lesson history item", () => {
  const lessonHistory = (zone: string) => navItems({ id: 3 } as never, 'teacher', zone).find((entry) => entry.label === 'Lesson history')?.href;

  it("opens today's day in the site time zone, not the browser's", () => {
    // 23:30 on 30 November in New York is already 1 December in UTC and in Tokyo
    jest.useFakeTimers({ now: Date.UTC(2026, 11, 1, 4, 30) });
    try {
      expect(lessonHistory('America/New_York')).toBe('/teacher/lesson-history/3/2026-11-30');
      expect(lessonHistory('UTC')).toBe('/teacher/lesson-history/3/2026-12-01');
      expect(lessonHistory('Asia/Tokyo')).toBe('/teacher/lesson-history/3/2026-12-01');
    } finally {
      jest.useRealTimers();
    }
  });
});
