import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type Dispatch } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { ActivityDataResponse, ActivityDto, CommentDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { loadStudyPlanSpeed, type ResourceState, useResource } from '@studydesk/shared/data';
import { DEFAULT_ACTIVITY_REQUEST, type DifficultyLevel } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { on, publish, type AppEvent } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import { activitySummary } from '../../activity-dialog';
import { initialStudyPlanViewState, studyPlanViewReducer, type StudyPlanViewAction, type ViewList } from './study-plan-view-reducer';

type ActivityPage = ActivityDataResponse;

async function fetchPage(planId: number, list: ViewList, pageIndex: number, signal?: AbortSignal): Promise<ActivityPage> {
  const { pageSize, withComments } = DEFAULT_ACTIVITY_REQUEST;
  const body = { studyPlanId: planId, pageIndex, pageSize, withComments, spotlights: list === 'spotlights' };
  return (await call(endpoints.studyPlans.activityData, { body, signal })).data;
}

/** Hands a list's first page, as useResource loads it, to the view's reducer. */
function useFirstPage(list: ViewList, page: ResourceState<ActivityPage>, dispatch: Dispatch<StudyPlanViewAction>) {
  const { status, data, error } = page;
  useEffect(() => {
    if (status === 'loading') dispatch({ type: 'list/loadStarted', list });
    else if (status === 'failed') dispatch({ type: 'list/loadFailed', list, error });
    else if (data) {
      const { pageSize } = DEFAULT_ACTIVITY_REQUEST;
      dispatch({ type: 'list/loaded', list, plandata: data.plandata, results: data.activities.results, total: data.activities.total, pageIndex: 0, pageSize, append: false });
    }
  }, [list, status, data, error, dispatch]);
}

/** The view's reducer wired to its calls, and to what other remotes say on the bus. */
export function useStudyPlanView(planId: number) {
  const t = useT();
  const [state, dispatch] = useReducer(studyPlanViewReducer, initialStudyPlanViewState);
  const [savingIds, setSavingIds] = useState<ReadonlySet<number>>(new Set());
  const ownEvents = useRef(new WeakSet<AppEvent>()).current;
  const latest = useRef(state);
  latest.current = state;
  const alive = useRef(true);

  /** a further page of one list ("more"), appended; the first pages load below */
  const loadMore = useCallback(
    async (list: ViewList, pageIndex: number) => {
      dispatch({ type: 'list/loadStarted', list });
      try {
        const data = await fetchPage(planId, list, pageIndex);
        if (alive.current) dispatch({ type: 'list/loaded', list, plandata: data.plandata, results: data.activities.results, total: data.activities.total, pageIndex, pageSize: DEFAULT_ACTIVITY_REQUEST.pageSize, append: true });
      } catch (error) {
        if (alive.current) dispatch({ type: 'list/loadFailed', list, error });
      }
    },
    [planId],
  );
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // The first page of each list and the speed, each loaded the shared way (aborted when
  // the plan changes or the view goes) and handed to the reducer as it arrives.
  const activities = useResource(`activities/${planId}`, (signal) => fetchPage(planId, 'activities', 0, signal));
  const spotlights = useResource(`spotlights/${planId}`, (signal) => fetchPage(planId, 'spotlights', 0, signal));
  const speed = useResource(`speed/${planId}`, (signal) => loadStudyPlanSpeed(planId, signal));
  useFirstPage('activities', activities, dispatch);
  useFirstPage('spotlights', spotlights, dispatch);
  useEffect(() => {
    if (speed.status === 'ready') dispatch({ type: 'speed/loaded', speed: speed.data });
    else if (speed.status === 'failed') dispatch({ type: 'speed/failed', error: speed.error });
  }, [speed.status, speed.data, speed.error]);
  const { reload: reloadActivities } = activities;
  const { reload: reloadSpotlights } = spotlights;
  const { reload: loadSpeed } = speed;
  const reload = useCallback(() => {
    reloadActivities();
    reloadSpotlights();
    loadSpeed();
  }, [reloadActivities, reloadSpotlights, loadSpeed]);

  // Other remotes (the calendar agenda) change activities too; this view's own events are skipped.
  useEffect(() => {
    const mine = (event: AppEvent) => ownEvents.has(event);
    const subscriptions = [
      on('comment/added').subscribe((event) => {
        if (!mine(event) && event.studyPlanId === planId) dispatch({ type: 'comment/added', activityId: event.activityId });
      }),
      on('activity/saved').subscribe((event) => {
        if (!mine(event) && event.activity.studyPlanId === planId) reload();
      }),
      on('activity/deleted').subscribe((event) => {
        if (!mine(event) && event.studyPlanId === planId) dispatch({ type: 'activity/deleted', activityId: event.activityId });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [planId, ownEvents, reload]);

  return useMemo(
    () => ({
      state,
      dispatch,
      reload,
      loadMore: (list: ViewList) => {
        const current = latest.current;
        const pageIndex = list === 'activities' ? current.activityPageIndex : current.spotlightPageIndex;
        if (!current.loading[list]) void loadMore(list, pageIndex + 1);
      },
      savingIds,
      /** the difficulty popup of a row: saved at once */
      changeDifficulty: async (activity: ActivityDto, difficultyLevel: DifficultyLevel) => {
        if (difficultyLevel === activity.difficultyLevel) return;
        setSavingIds((ids) => new Set(ids).add(activity.id));
        try {
          const saved = (await call(endpoints.activities.update, { body: { id: activity.id, difficultyLevel } })).data.activity;
          dispatch({ type: 'activity/saved', activity: saved });
          const event: AppEvent = {
            type: 'activity/saved',
            activity: activitySummary(saved),
          };
          ownEvents.add(event);
          publish(event);
          loadSpeed();
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
          const plan = (await call(endpoints.studyPlans.update, { body: { id: planId, description: latest.current.descriptionDraft } })).data.studyPlan;
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
          loadSpeed();
        },
        onDeleted: (activityId: number) => {
          dispatch({ type: 'activity/deleted', activityId });
          loadSpeed();
        },
        onCommentAdded: (activityId: number, comment: CommentDto) => dispatch({ type: 'comment/added', activityId, comment }),
      },
    }),
    [state, loadMore, loadSpeed, reload, planId, ownEvents, t, savingIds],
  );
}
