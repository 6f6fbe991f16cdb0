export { StudentStudyPlan } from './study-plan-page';
export type { StudentStudyPlanProps } from './study-plan-page';
