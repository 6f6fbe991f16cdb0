import dayjs from 'dayjs';
import type { SessionUser } from '@studydesk/shared/session';

export interface NavItem {
  /** dictionary key */
  label: string;
  href: string;
}

/** The sidebar of each role's layout (spec §6: admin, teacher and student routes). */
export function navItems(user: SessionUser | null, role: SessionUser['profile']): NavItem[] {
  switch (role) {
    case 'admin':
      return [
        { label: 'Home', href: '/admin/home' },
        { label: 'Students', href: '/admin/students' },
        { label: 'Groups', href: '/admin/groups' },
        { label: 'Teachers', href: '/admin/teachers' },
        { label: 'Admins', href: '/admin/admins' },
        { label: 'Site settings', href: '/admin/sitesettings' },
        { label: 'Profile', href: '/admin/profile' },
      ];
    case 'teacher':
      return [
        { label: 'Study plans', href: '/teacher/home' },
        ...(user ? [{ label: 'Lesson history', href: `/teacher/lesson-history/${user.id}/${dayjs().format('YYYY-MM-DD')}` }] : []),
        { label: 'Profile', href: '/teacher/profile' },
      ];
    case 'student':
      return [
        { label: 'My study plan', href: '/student/home' },
        { label: 'Profile', href: '/student/profile' },
      ];
  }
}

export function isCurrent(item: NavItem, pathname: string): boolean {
  const section = item.href.split('/').slice(0, 3).join('/');
  return pathname === item.href || pathname.startsWith(`${section}/`) || pathname === section;
}
