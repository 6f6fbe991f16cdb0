import { PATHS } from '@studydesk/shared/routes';
import { isCurrent, navItems } from './nav-items';

const current = (role: 'admin' | 'teacher', pathname: string) =>
  navItems({ id: 3 } as never, role)
    .filter((item) => isCurrent(item, pathname))
    .map((item) => item.label);

describe('the sidebar item of the page shown', () => {
  it('marks the item of its section', () => {
    expect(current('admin', PATHS.admin.students)).toEqual(['Students']);
    expect(current('admin', '/admin/teachers/4/calendar')).toEqual(['Teachers']);
    expect(current('teacher', '/teacher/lesson-history/3/2026-03-01')).toEqual(['Lesson history']);
  });

  it("marks Teachers on an admin's lesson history (reached from the teaching-time tab)", () => {
    expect(current('admin', '/admin/lesson-history/4/2026-03-01')).toEqual(['Teachers']);
  });
});
