export { ActivityDialog } from './components/activity-dialog';
export type { ActivityDialogProps } from './components/activity-dialog';
export { useActivityDialog } from './model/use-activity-dialog';
export type { ActivityDialogApi, ActivityDialogListener } from './model/use-activity-dialog';
export { updateActivity } from './api/update-activity';
