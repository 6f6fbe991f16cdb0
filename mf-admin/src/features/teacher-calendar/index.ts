export { TeacherCalendarPage } from './teacher-calendar-page';
