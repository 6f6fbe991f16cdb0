import type { ActivityLock } from '@studydesk/shared/contracts';
import type { ActivityType } from '@studydesk/shared/enums';
import { msg } from '@studydesk/shared/i18n';

/** Why a lesson stays as it is, shown beside the actions it disables. */
const LOCK_REASONS: Record<ActivityLock, string> = {
  paid: msg('This lesson has been paid: it can no longer be changed, un-completed or deleted.'),
  'other-teacher': msg('This lesson is credited to another teacher: only they or an admin can change it.'),
};

export function lockReason(lock: ActivityLock | null): string | null {
  return lock === null ? null : LOCK_REASONS[lock];
}

/** What the dialog offers for one activity; every action it leaves out the server would refuse. */
export interface DialogPermissions {
  /** the fields, Save, Complete / Mark not completed and Delete */
  change: boolean;
  /** a copy is a new, open lesson of the plan: planning stays open on a locked lesson */
  copy: boolean;
  /** attendance and feedback: a paid lesson keeps them open, another teacher's does not */
  attendance: boolean;
  /** the dialog shows the existing lesson's actions, some disabled with the reason beside them */
  showLockedActions: boolean;
}

export function dialogPermissions(input: { canEdit: boolean; type: ActivityType; lock: ActivityLock | null }): DialogPermissions {
  // milestones are shown, never changed
  const planner = input.canEdit && input.type !== 'milestone';
  return {
    change: planner && input.lock === null,
    copy: planner,
    attendance: planner && input.lock !== 'other-teacher',
    showLockedActions: planner && input.lock !== null,
  };
}
