export { StudentStudyPlan } from './components/student-study-plan';
export type { StudentStudyPlanProps } from './components/student-study-plan';
