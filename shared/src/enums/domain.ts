/** The closed value sets every remote and the server agree on (docs/product-rules.md#r-enum-1); the roles are the contracts' ProfileType. */
import { msg } from '@studydesk/shared/text';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const ACTIVITY_TYPES = ['spotlight', 'evaluation', 'activity', 'milestone'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** A milestone is never edited (docs/product-rules.md#r-act-1). */
export function isEditableActivityType(type: ActivityType): boolean {
  return type !== 'milestone';
}

export const DIFFICULTY_LEVELS = [1, 3, 5, 8, 13, 21] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/** Effort each difficulty point value estimates; texts are dictionary keys. */
const DIFFICULTY_EFFORT: Readonly<Record<DifficultyLevel, string>> = Object.freeze({
  1: msg('10 min'),
  3: msg('30 min'),
  5: msg('1 h'),
  8: msg('90 min'),
  13: msg('3 h'),
  21: msg('6 h'),
});

export function isDifficultyLevel(value: unknown): value is DifficultyLevel {
  return typeof value === 'number' && (DIFFICULTY_LEVELS as readonly number[]).includes(value);
}

export function effortLabel(level: DifficultyLevel): string {
  return DIFFICULTY_EFFORT[level];
}

export const STUDENT_DASHBOARD_SECTIONS = [msg("Plan's Details"), msg('Goal'), msg('Progress')] as const;
export type StudentDashboardSection = (typeof STUDENT_DASHBOARD_SECTIONS)[number];

export const TEACHER_DASHBOARD_SECTIONS = [msg('Study Plans'), msg('Reminders'), msg('Comments')] as const;
export type TeacherDashboardSection = (typeof TEACHER_DASHBOARD_SECTIONS)[number];

export const QUESTION_TYPES = ['PERCENT', 'NUMBER'] as const;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The study-plan view's first request of each list (docs/product-rules.md#r-act-3). */
export const DEFAULT_ACTIVITY_REQUEST = Object.freeze({ pageIndex: 0, pageSize: 10, withComments: true } as const);
