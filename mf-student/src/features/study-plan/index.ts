export { StudentStudyPlan } from './study-plan-page';
