import { useEffect, useRef } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { on, type AppEvent } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import type { ActivityDialogApi } from './use-activity-dialog';

type OpenRequest = Extract<AppEvent, { type: 'activity/open' }>;

/**
 * Opens the dialog when another part of the page asks for an activity on the bus (the
 * calendar's agenda), for the requests `accepts` says are this page's.
 */
export function useOpenRequests(dialog: ActivityDialogApi, accepts: (request: OpenRequest) => boolean): void {
  const latest = useRef({ dialog, accepts });
  useEffect(() => {
    latest.current = { dialog, accepts };
  });
  useEffect(() => {
    const subscription = on('activity/open').subscribe((request) => {
      if (!latest.current.accepts(request)) return;
      call(endpoints.activities.get, { params: { id: request.activityId } }).then(
        ({ data: { activity } }) => latest.current.dialog.open(activity.studyPlanId, activity),
        (error: unknown) => toast.error(errorMessage(error)),
      );
    });
    return () => subscription.unsubscribe();
  }, []);
}
