export { LessonHistory } from './lesson-history-page';
export type { LessonHistoryProps } from './lesson-history-page';
