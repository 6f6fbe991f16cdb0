import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import type { ActivityDto, CommentDto } from '@studydesk/shared/contracts';
import { DEFAULT_ACTIVITY_REQUEST, type DifficultyLevel } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { on, publish, type AppEvent } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import { getActivityData } from '../api/get-activity-data';
import { getSpeed } from '../api/get-speed';
import { updatePlanText } from '../api/update-plan-text';
import { updateActivity } from '../../activity-dialog';
import { initialStudyPlanViewState, studyPlanViewReducer, type ViewList } from './study-plan-view-reducer';

const LISTS: ViewList[] = ['activities', 'spotlights'];

/** The view's reducer wired to its calls, and to what other remotes say on the bus. */
export function useStudyPlanView(planId: number) {
  const t = useT();
  const [state, dispatch] = useReducer(studyPlanViewReducer, initialStudyPlanViewState);
  const [generation, setGeneration] = useState(0);
  const [savingIds, setSavingIds] = useState<ReadonlySet<number>>(new Set());
  const ownEvents = useRef(new WeakSet<AppEvent>()).current;
  const latest = useRef(state);
  latest.current = state;
  const alive = useRef(true);

  const load = useCallback(
    async (list: ViewList, pageIndex: number, append: boolean, signal?: AbortSignal) => {
      dispatch({ type: 'list/loadStarted', list });
      const { pageSize, withComments } = DEFAULT_ACTIVITY_REQUEST;
      try {
        const data = await getActivityData({ studyPlanId: planId, pageIndex, pageSize, withComments, spotlights: list === 'spotlights' }, signal);
        if (signal?.aborted || !alive.current) return;
        dispatch({ type: 'list/loaded', list, plandata: data.plandata, results: data.activities.results, total: data.activities.total, pageIndex, pageSize, append });
      } catch (error) {
        if (signal?.aborted || !alive.current) return;
        dispatch({ type: 'list/loadFailed', list, error });
      }
    },
    [planId],
  );

  const loadSpeed = useCallback(
    (signal?: AbortSignal) =>
      getSpeed(planId, signal).then(
        (speed) => !signal?.aborted && alive.current && dispatch({ type: 'speed/loaded', speed }),
        (error: unknown) => !signal?.aborted && alive.current && dispatch({ type: 'speed/failed', error }),
      ),
    [planId],
  );

  useEffect(() => {
    alive.current = true;
    const controller = new AbortController();
    for (const list of LISTS) void load(list, 0, false, controller.signal);
    void loadSpeed(controller.signal);
    return () => {
      alive.current = false;
      controller.abort();
    };
  }, [load, loadSpeed, generation]);

  // Other remotes (the calendar agenda) change activities too; this view's own events are skipped.
  useEffect(() => {
    const mine = (event: AppEvent) => ownEvents.has(event);
    const subscriptions = [
      on('comment/added').subscribe((event) => {
        if (!mine(event) && event.studyPlanId === planId) dispatch({ type: 'comment/added', activityId: event.activityId });
      }),
      on('activity/saved').subscribe((event) => {
        if (!mine(event) && event.activity.studyPlanId === planId) setGeneration((n) => n + 1);
      }),
      on('activity/deleted').subscribe((event) => {
        if (!mine(event) && event.studyPlanId === planId) dispatch({ type: 'activity/deleted', activityId: event.activityId });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [planId, ownEvents]);

  return useMemo(
    () => ({
      state,
      dispatch,
      reload: () => setGeneration((n) => n + 1),
      loadMore: (list: ViewList) => {
        const current = latest.current;
        const pageIndex = list === 'activities' ? current.activityPageIndex : current.spotlightPageIndex;
        if (!current.loading[list]) void load(list, pageIndex + 1, true);
      },
      savingIds,
      /** the difficulty popup of a row: saved at once */
      changeDifficulty: async (activity: ActivityDto, difficultyLevel: DifficultyLevel) => {
        if (difficultyLevel === activity.difficultyLevel) return;
        setSavingIds((ids) => new Set(ids).add(activity.id));
        try {
          const saved = await updateActivity({ id: activity.id, difficultyLevel });
          dispatch({ type: 'activity/saved', activity: saved });
          const event: AppEvent = {
            type: 'activity/saved',
            activity: { id: saved.id, studyPlanId: saved.studyPlanId, type: saved.type, lessonTitle: saved.lessonTitle, startTime: saved.startTime, isCompleted: saved.isCompleted },
          };
          ownEvents.add(event);
          publish(event);
          void loadSpeed();
        } catch (error) {
          toast.error(errorMessage(error));
        } finally {
          setSavingIds((ids) => {
            const next = new Set(ids);
            next.delete(activity.id);
            return next;
          });
        }
      },
      saveDescription: async () => {
        dispatch({ type: 'description/updateRequested' });
        try {
          const plan = await updatePlanText({ id: planId, description: latest.current.descriptionDraft });
          dispatch({ type: 'description/updated', plandata: { description: plan.description, goal: plan.goal } });
          toast.success(t('Description saved'));
        } catch (error) {
          dispatch({ type: 'description/updateFailed', error });
          toast.error(errorMessage(error));
        }
      },
      /** what the activity dialog reports back */
      listener: {
        ownEvents,
        onSaved: (activity: ActivityDto) => {
          dispatch({ type: 'activity/saved', activity });
          void loadSpeed();
        },
        onDeleted: (activityId: number) => {
          dispatch({ type: 'activity/deleted', activityId });
          void loadSpeed();
        },
        onCommentAdded: (activityId: number, comment: CommentDto) => dispatch({ type: 'comment/added', activityId, comment }),
      },
    }),
    [state, load, loadSpeed, planId, ownEvents, t, savingIds],
  );
}
