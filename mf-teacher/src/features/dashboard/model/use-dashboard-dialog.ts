import { useMemo } from 'react';
import type { AppEvent } from '@studydesk/shared/session';
import { useActivityDialog, useOpenRequests, type ActivityDialogListener } from '../../activity-dialog';

/**
 * The dashboard's own activity dialog, for the lessons its calendar opens. The dashboard
 * lists no activities, so it has nothing to update: the dialog's bus events keep the
 * calendar (and the reminders after a reload) in step.
 */
export function useDashboardDialog() {
  const listener = useMemo<ActivityDialogListener>(
    () => ({ onSaved: () => undefined, onDeleted: () => undefined, onCommentAdded: () => undefined, ownEvents: new WeakSet<AppEvent>() }),
    [],
  );
  const dialog = useActivityDialog(listener);
  useOpenRequests(dialog, () => true);
  return dialog;
}
