export { TeacherPayPanel } from './components/teacher-pay-panel';
export { CloseMonthForAll } from './components/close-month-for-all';
export { closeMonthState } from './model/close-month';
