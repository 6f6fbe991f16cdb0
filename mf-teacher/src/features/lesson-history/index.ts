export { LessonHistory } from './lesson-history';
export type { LessonHistoryProps } from './lesson-history';
