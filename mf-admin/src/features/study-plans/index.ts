export { StudyPlanPage } from './study-plans-page';
export { PlanFormDialog } from './components/plan-form-dialog';
export { personFromUser } from './model/plan-form';
export { PeoplePicker } from './components/people-picker';
