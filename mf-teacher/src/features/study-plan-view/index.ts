export { StudyPlanPage } from './study-plan-view-page';
export { StudyPlanView } from './components/study-plan-view';
export type { StudyPlanViewProps } from './components/study-plan-view';
