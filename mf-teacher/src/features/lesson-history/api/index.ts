export { getLessonHistory } from './get-lesson-history';
export { markLessonPaid } from './mark-lesson-paid';
