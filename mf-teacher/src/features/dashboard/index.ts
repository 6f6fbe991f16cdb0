export { TeacherHome } from './dashboard-page';
export { prefetchFirstPage } from './model/first-page';
