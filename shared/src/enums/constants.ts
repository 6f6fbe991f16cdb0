/** docs/product-rules.md#r-page-1 "Business constants and limits". */
import type { SortDirection } from './domain';

/** docs/product-rules.md#r-page-1: "10 for teaching-time report and teacher dashboard; 9 for teachers, groups, students, admins and add-teachers/add-students lists". */
export const PAGE_SIZES = Object.freeze({
  teachingTime: 10,
  teacherDashboard: 10,
  teachers: 9,
  groups: 9,
  students: 9,
  admins: 9,
  addTeachers: 9,
  addStudents: 9,
} as const);

/** Lists the spec gives no size for use this. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_DIRECTION: SortDirection = 'desc';
/** How long a search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;
