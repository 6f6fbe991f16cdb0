export { ActivityDialog } from './components/activity-dialog';
export { activitySummary, useActivityDialog } from './model/use-activity-dialog';
export { useOpenRequests } from './model/use-open-requests';
export type { ActivityDialogListener } from './model/use-activity-dialog';
export { PlanManyDialog } from './components/plan-many-dialog';
export { usePlanMany } from './model/use-plan-many';
