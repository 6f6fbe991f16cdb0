import { PATHS } from '@studydesk/shared/routes';
import { isCurrent, localToday, navItems } from './nav-items';

const current = (role: 'admin' | 'teacher' | 'student', pathname: string) =>
  navItems({ id: 3 } as never, role)
    .filter((item) => isCurrent(item, pathname))
    .map((item) => item.label);

describe('the sidebar item of the page shown', () => {
  it('marks the item of its section', () => {
    expect(current('admin', PATHS.admin.students)).toEqual(['Students']);
    expect(current('admin', PATHS.admin.translations)).toEqual(['Translations']);
    expect(current('admin', '/admin/teachers/4/calendar')).toEqual(['Teachers']);
    expect(current('teacher', '/teacher/lesson-history/3/2026-03-01')).toEqual(['Lesson history']);
    expect(current('student', PATHS.student.review)).toEqual(['Review']);
  });

  it("marks Teachers on an admin's lesson history (reached from the teaching-time tab)", () => {
    expect(current('admin', '/admin/lesson-history/4/2026-03-01')).toEqual(['Teachers']);
  });
});

describe("the teacher's lesson history item", () => {
  it("opens today's day in the browser's zone", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
    const [item] = navItems({ id: 3 } as never, 'teacher').filter((entry) => entry.label === 'Lesson history');
    expect(item.href).toBe(`/teacher/lesson-history/3/${localToday()}`);
  });
});
