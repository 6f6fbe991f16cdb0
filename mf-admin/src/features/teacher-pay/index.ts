export { TeacherPayPanel } from './components/teacher-pay-panel';
