export {
  CEFR_LEVELS,
  DAYS,
  ACTIVITY_TYPES,
  isEditableActivityType,
  DIFFICULTY_LEVELS,
  isDifficultyLevel,
  effortLabel,
  STUDENT_DASHBOARD_SECTIONS,
  TEACHER_DASHBOARD_SECTIONS,
  QUESTION_TYPES,
  DEFAULT_ACTIVITY_REQUEST,
} from './domain';
export type {
  ActivityType,
  DifficultyLevel,
  StudentDashboardSection,
  TeacherDashboardSection,
  SortDirection,
} from './domain';
export { AUDIENCE_LABELS } from './comment-audiences';
export { CREDIT_STATE_LABELS, OUTCOME_LABELS, isCancelledOutcome, outcomeBadge } from './lesson-outcomes';
export { ABSENCE_RULE_LABELS, ALERT_RECIPIENT_LABELS, MARKED_ABSENT, absenceRuleParams } from './absence-rules';
export { PAID_STATUS, paidStatusInfo } from './paid-status';
export type { PaidStatus } from './paid-status';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_DIRECTION,
  SEARCH_DEBOUNCE_MS,
} from './constants';
