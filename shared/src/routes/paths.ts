import type { ProfileType } from '@studydesk/shared/contracts';

/** The roles with an area of their own (/admin/…, /teacher/…, /student/…, /guardian/…). */
export const ROLES: readonly ProfileType[] = ['admin', 'teacher', 'student', 'guardian'];

/** Roles with study-plan retention and lesson-history pages. */
export type StaffRole = Exclude<ProfileType, 'student' | 'guardian'>;

/**
 * docs/product-rules.md#r-route-3: every route, as a pattern in react-router's syntax (`:name` is one segment).
 * The shell's route table, its navigation and the remotes' <Route>s all use these.
 * /teacher/profile and /student/profile are ours: the profile form is on every role's
 * profile page, and the spec lists only the admin's.
 */
export const PATHS = {
  login: '/login',
  terms: '/terms',
  setPassword: '/set/:token',
  forgottenPassword: '/forgotten-password',
  /** ours: a mail's opt-out link, signed; no sign-in needed (docs/product-rules.md#r-mail-2) */
  mailOptOut: '/mail-preferences/:token',
  /** ours: the first-run link the server prints while the school has no admin (docs/product-rules.md#r-setup-1) */
  setup: '/setup/:token',
  admin: {
    home: '/admin/home',
    students: '/admin/students',
    groups: '/admin/groups',
    teachers: '/admin/teachers',
    admins: '/admin/admins',
    siteSettings: '/admin/sitesettings',
    /** ours: the dictionary's keys × languages, edited by admins */
    translations: '/admin/translations',
    profile: '/admin/profile',
    studyPlan: '/admin/study-plans/:planId',
    retention: '/admin/study-plans/:planId/retention',
    lessonHistory: '/admin/lesson-history/:teacherId/:date',
    /** ours: a teacher's calendar, from the teachers list */
    teacherCalendar: '/admin/teachers/:teacherId/calendar',
    /** ours: guardians and the students linked to them (docs/product-rules.md#r-guard-1) */
    guardians: '/admin/guardians',
    /** ours: students, teachers, guardians and groups from a spreadsheet (docs/product-rules.md#r-import-4) */
    peopleImport: '/admin/import',
    /** ours: every mail the school sends (the outbox), its state, a retry for a failed one */
    outgoingMail: '/admin/outgoing-mail',
    /** ours: copies and erasures of a person's data, the audit trail (docs/product-rules.md#r-privacy-3) */
    personalData: '/admin/personal-data',
    /** ours: the students with an open absence alert (docs/product-rules.md#r-absence-4) */
    studentsAtRisk: '/admin/students-at-risk',
    /** ours: the school glossary of terms and meanings per pair of languages (docs/product-rules.md#r-ret-4) */
    glossary: '/admin/glossary',
  },
  teacher: {
    home: '/teacher/home',
    profile: '/teacher/profile',
    studyPlan: '/teacher/study-plans/:planId',
    retention: '/teacher/study-plans/:planId/retention',
    lessonHistory: '/teacher/lesson-history/:teacherId/:date',
  },
  student: {
    home: '/student/home',
    profile: '/student/profile',
    studyPlan: '/student/study-plans/:planId',
    /** ours: reviewing the approved flashcards of the student's plans */
    review: '/student/review',
  },
  /** ours (docs/product-rules.md#r-guard-2): a guardian reads their linked students' pages */
  guardian: {
    /** the linked students */
    home: '/guardian/home',
    profile: '/guardian/profile',
    /** a linked student's page: their own plan, else their first */
    student: '/guardian/students/:studentId',
    studyPlan: '/guardian/students/:studentId/study-plans/:planId',
  },
} as const;

/** Routes anyone may open; every other route needs a signed-in user. */
export const PUBLIC_PATTERNS: readonly string[] = [PATHS.login, PATHS.setPassword, PATHS.forgottenPassword, PATHS.terms, PATHS.mailOptOut, PATHS.setup];

/** Every route pattern of the app (docs/product-rules.md#r-route-3). */
export const ROUTE_PATTERNS: readonly string[] = [
  ...PUBLIC_PATTERNS,
  ...ROLES.flatMap((role) => Object.values<string>(PATHS[role])),
];

/** A pattern as a regular expression for a whole path (no trailing slash). */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** A pattern with its `:name` segments filled in. */
export function fillPattern(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`${pattern} needs ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
