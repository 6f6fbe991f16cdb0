/** Business constants and limits (docs/product-rules.md#r-page-1). */
import type { SortDirection } from './domain';

/** Each list's page size (docs/product-rules.md#r-page-1). */
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
export type PagedListName = keyof typeof PAGE_SIZES;

/** Lists the spec gives no size for use this. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_DIRECTION: SortDirection = 'desc';
/** The students list's default order (docs/product-rules.md#r-page-1). */
export const STUDENTS_DEFAULT_ORDER_BY = 'lastLesson';

export const PERSIST_TIMEOUT_MS = 5000;
export const LOADING_INDICATOR_DELAY_MS = 300;
export const TOAST_MS = 2000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const SHORTEN_LENGTH = 70;
export const DEFAULT_LANGUAGE = 'en';
/** How long a search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;
