export { LessonHistoryPage } from './lesson-history-page';
