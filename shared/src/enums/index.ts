export {
  CEFR_LEVELS,
  DAYS,
  ACTIVITY_TYPES,
  isEditableActivityType,
  DIFFICULTY_LEVELS,
  DIFFICULTY_EFFORT,
  isDifficultyLevel,
  effortLabel,
  STUDENT_DASHBOARD_SECTIONS,
  TEACHER_DASHBOARD_SECTIONS,
  QUESTION_TYPES,
  SORT_DIRECTIONS,
  DEFAULT_ACTIVITY_REQUEST,
} from './domain';
export type {
  CefrLevel,
  Day,
  ActivityType,
  DifficultyLevel,
  StudentDashboardSection,
  TeacherDashboardSection,
  QuestionType,
  SortDirection,
} from './domain';
export { AUDIENCE_LABELS } from './comment-audiences';
export { CREDIT_STATE_LABELS, OUTCOME_LABELS, isCancelledOutcome, outcomeBadge } from './lesson-outcomes';
export { PAID_STATUS, PAID_STATUSES, isPaidStatus, paidStatusInfo } from './paid-status';
export type { PaidStatus, PaidStatusInfo } from './paid-status';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_DIRECTION,
  STUDENTS_DEFAULT_ORDER_BY,
  PERSIST_TIMEOUT_MS,
  LOADING_INDICATOR_DELAY_MS,
  TOAST_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  SHORTEN_LENGTH,
  DEFAULT_LANGUAGE,
  SEARCH_DEBOUNCE_MS,
} from './constants';
export type { PagedListName } from './constants';
