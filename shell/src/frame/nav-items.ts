import dayjs from 'dayjs';
import { PATHS, homePath, lessonHistoryPath, profilePath } from '@studydesk/shared/routes';
import type { SessionUser } from '@studydesk/shared/session';

export interface NavItem {
  /** dictionary key */
  label: string;
  href: string;
  /** other sections this item stands for (a page reached from it, with no item of its own) */
  sections?: string[];
}

/** The sidebar of each role's layout (spec §6: admin, teacher and student routes). */
export function navItems(user: SessionUser | null, role: SessionUser['profile']): NavItem[] {
  switch (role) {
    case 'admin':
      return [
        { label: 'Home', href: homePath('admin') },
        { label: 'Students', href: PATHS.admin.students },
        { label: 'Groups', href: PATHS.admin.groups },
        // a teacher's lesson history is reached from the teaching-time tab
        { label: 'Teachers', href: PATHS.admin.teachers, sections: [sectionOf(PATHS.admin.lessonHistory)] },
        { label: 'Admins', href: PATHS.admin.admins },
        { label: 'Site settings', href: PATHS.admin.siteSettings },
        { label: 'Profile', href: profilePath('admin') },
      ];
    case 'teacher':
      return [
        { label: 'Study plans', href: homePath('teacher') },
        ...(user ? [{ label: 'Lesson history', href: lessonHistoryPath('teacher', user.id, dayjs().format('YYYY-MM-DD')) }] : []),
        { label: 'Profile', href: profilePath('teacher') },
      ];
    case 'student':
      return [
        { label: 'My study plan', href: homePath('student') },
        { label: 'Profile', href: profilePath('student') },
      ];
  }
}

/** /admin/lesson-history/:teacherId/:date → /admin/lesson-history */
function sectionOf(href: string): string {
  return href.split('?')[0].split('/').slice(0, 3).join('/');
}

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (pathname === item.href) return true;
  return [sectionOf(item.href), ...(item.sections ?? [])].some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
