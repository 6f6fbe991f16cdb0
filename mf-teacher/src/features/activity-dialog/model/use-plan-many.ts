import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { publish } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import { activityDialogReducer, initialActivityDialogState } from './activity-dialog-reducer';
import { activitySummary } from './use-activity-dialog';

/**
 * One activity planned in several study plans at once (the dashboard's selection): the
 * dialog's own reducer for the fields, one request for all the plans, one toast.
 */
export function usePlanMany(onPlanned: () => void) {
  const t = useT();
  const [state, dispatch] = useReducer(activityDialogReducer, initialActivityDialogState);
  const zone = useSiteTimeZone();
  const [planIds, setPlanIds] = useState<readonly number[]>([]);
  const latest = useRef({ state, planIds });
  latest.current = { state, planIds };

  const save = useCallback(async () => {
    const { state: current, planIds: ids } = latest.current;
    const draft = current.activity;
    dispatch({ type: 'op/requested', op: 'create' });
    try {
      const { data } = await call(endpoints.activities.createMany, {
        body: {
          studyPlanIds: [...ids],
          type: draft.type,
          lessonTitle: draft.lessonTitle.trim(),
          description: draft.description,
          startTime: draft.startTime === null ? null : new Date(draft.startTime).toISOString(),
          lessonLength: draft.lessonLength,
          difficultyLevel: draft.difficultyLevel,
        },
      });
      const { activities } = data;
      // the calendar (and any open plan) hears of each new activity
      for (const activity of activities) publish({ type: 'activity/saved', activity: activitySummary(activity) });
      dispatch({ type: 'dialog/closed' });
      toast.success(t('{count, plural, one {Activity planned in # study plan} other {Activity planned in # study plans}}', { count: activities.length }));
      onPlanned();
    } catch (error) {
      dispatch({ type: 'op/failed', op: 'create', error });
      toast.error(errorMessage(error));
    }
  }, [onPlanned, t]);

  return useMemo(
    () => ({
      state,
      dispatch,
      planIds,
      open: (ids: readonly number[]) => {
        if (ids.length === 0) return;
        setPlanIds(ids);
        dispatch({ type: 'dialog/opened', studyPlanId: ids[0], now: Date.now(), zone });
      },
      close: () => dispatch({ type: 'dialog/closed' }),
      save,
    }),
    [state, planIds, save, zone],
  );
}

export type PlanManyApi = ReturnType<typeof usePlanMany>;
