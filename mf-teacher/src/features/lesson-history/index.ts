export { LessonHistory } from './lesson-history-page';
