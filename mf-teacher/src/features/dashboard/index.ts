export { TeacherHome } from './dashboard-page';
