import { PATHS, homePath, lessonHistoryPath, profilePath } from '@studydesk/shared/routes';
import type { SessionUser } from '@studydesk/shared/session';
import { msg } from '@studydesk/shared/i18n';
import { dayIn } from '@studydesk/shared/time-zone';

export interface NavItem {
  /** dictionary key */
  label: string;
  href: string;
  /** other sections this item stands for (a page reached from it, with no item of its own) */
  sections?: string[];
}

/**
 * The sidebar of each role's layout (docs/product-rules.md#r-route-3: admin, teacher and
 * student routes; docs/product-rules.md#r-guard-2 the guardian's). `zone` is the site time zone: the teacher's lesson history opens on
 * today's day there (docs/product-rules.md#r-time-1).
 */
export function navItems(user: SessionUser | null, role: SessionUser['profile'], zone: string): NavItem[] {
  switch (role) {
    case 'admin':
      return [
        { label: msg('Home'), href: homePath('admin') },
        { label: msg('Students'), href: PATHS.admin.students },
        { label: msg('Students at risk'), href: PATHS.admin.studentsAtRisk },
        { label: msg('Groups'), href: PATHS.admin.groups },
        // a teacher's lesson history is reached from the teaching-time tab
        { label: msg('Teachers'), href: PATHS.admin.teachers, sections: [sectionOf(PATHS.admin.lessonHistory)] },
        { label: msg('Admins'), href: PATHS.admin.admins },
        { label: msg('Guardians'), href: PATHS.admin.guardians },
        { label: msg('Import people'), href: PATHS.admin.peopleImport },
        { label: msg('Site settings'), href: PATHS.admin.siteSettings },
        { label: msg('Translations'), href: PATHS.admin.translations },
        { label: msg('School glossary'), href: PATHS.admin.glossary },
        { label: msg('Outgoing mail'), href: PATHS.admin.outgoingMail },
        { label: msg('Personal data'), href: PATHS.admin.personalData },
        { label: msg('Profile'), href: profilePath('admin') },
      ];
    case 'teacher':
      return [
        { label: msg('Study plans'), href: homePath('teacher') },
        ...(user ? [{ label: msg('Lesson history'), href: lessonHistoryPath('teacher', user.id, dayIn(zone)) }] : []),
        { label: msg('Profile'), href: profilePath('teacher') },
      ];
    case 'student':
      return [
        { label: msg('My study plan'), href: homePath('student') },
        { label: msg('Review'), href: PATHS.student.review },
        { label: msg('Profile'), href: profilePath('student') },
      ];
    case 'guardian':
      return [
        { label: msg('My students'), href: homePath('guardian'), sections: ['/guardian/students'] },
        { label: msg('Profile'), href: profilePath('guardian') },
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
