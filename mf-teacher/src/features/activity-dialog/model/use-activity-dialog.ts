import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { ActivityDto, CommentAudience, CommentDto, LessonOutcome } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { publish, type ActivitySummary, type AppEvent } from '@studydesk/shared/session';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { activityDialogReducer, initialActivityDialogState, type ActivityDialogAction, type Operation } from './activity-dialog-reducer';
import type { ActivityDraft } from './activity-draft';
import { creditNotices } from './credit-notices';
import { afterNextPaint } from './use-after-paint';
import { useKeptDraft } from './use-kept-draft';
import { COMMENTS_PAGE_SIZE, endpoints } from '@studydesk/shared/contracts/plain';

/** What the page around the dialog hears about (the study-plan view's lists). */
export interface ActivityDialogListener {
  onSaved: (activity: ActivityDto) => void;
  onDeleted: (activityId: number, studyPlanId: number) => void;
  onCommentAdded: (activityId: number, comment: CommentDto) => void;
  /** events this page published itself, so its bus listener can skip them */
  ownEvents: WeakSet<AppEvent>;
}

/** What the bus tells other remotes of a saved activity (the calendar keeps its agenda with it). */
export function activitySummary(activity: ActivityDto): ActivitySummary {
  return {
    id: activity.id,
    studyPlanId: activity.studyPlanId,
    type: activity.type,
    lessonTitle: activity.lessonTitle,
    startTime: activity.startTime,
    isCompleted: activity.isCompleted,
    teacherId: activity.teacherId,
    lessonLength: activity.lessonLength,
    outcome: activity.outcome ?? null,
    makeUp: activity.makeUp ?? false,
  };
}

const toIso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function fields(draft: ActivityDraft) {
  return {
    type: draft.type,
    lessonTitle: draft.lessonTitle.trim(),
    description: draft.description,
    startTime: toIso(draft.startTime),
    lessonLength: draft.lessonLength,
    difficultyLevel: draft.difficultyLevel,
    isCompleted: draft.isCompleted,
  };
}

/** The version the draft was read at: a change made meanwhile is refused (409), not overwritten. */
const precondition = (draft: ActivityDraft) => (draft.updatedAt === null ? {} : { updatedAt: draft.updatedAt });

/** The dialog's reducer wired to the API, toasts and the session bus (docs/architecture.md#the-session-bus events). */
export function useActivityDialog(listener: ActivityDialogListener) {
  const t = useT();
  const [state, dispatch] = useReducer(activityDialogReducer, initialActivityDialogState);
  const zone = useSiteTimeZone();
  const latest = useRef(state);
  latest.current = state;
  // what is typed survives a reload until it is saved or the dialog closed
  const kept = useKeptDraft(state.visible, state.activity, dispatch);

  const emit = useCallback(
    (event: AppEvent) => {
      listener.ownEvents.add(event);
      publish(event);
    },
    [listener.ownEvents],
  );

  /** Runs one call with its loading and error state; the error also goes to a toast. */
  const run = useCallback(
    async <R>(op: Operation, request: () => Promise<R>, done: (result: R) => ActivityDialogAction | null): Promise<R | undefined> => {
      dispatch({ type: 'op/requested', op });
      try {
        const result = await request();
        const action = done(result);
        if (action) dispatch(action);
        return result;
      } catch (error) {
        dispatch({ type: 'op/failed', op, error });
        toast.error(errorMessage(error));
        return undefined;
      }
    },
    [],
  );

  const saved = useCallback(
    (activity: ActivityDto) => {
      listener.onSaved(activity);
      emit({ type: 'activity/saved', activity: activitySummary(activity) });
    },
    [emit, listener],
  );

  // The same functions for the dialog's life: the page's lists take them as props and
  // need not re-render while the dialog changes.
  // Opening waits for the click's own frame to be painted, then renders at once (a task,
  // not a transition that other tasks of the page could run ahead of): the click answers
  // within a frame, and the dialog's first render (only its frame and the activity as
  // text; the editors follow after its own paint) comes right behind it.
  const pendingOpen = useRef<(() => void) | null>(null);
  const cancelPendingOpen = useCallback(() => {
    pendingOpen.current?.();
    pendingOpen.current = null;
  }, []);
  useEffect(() => cancelPendingOpen, [cancelPendingOpen]);
  const open = useCallback(
    (studyPlanId: number, activity?: ActivityDto) => {
      cancelPendingOpen();
      const now = Date.now();
      pendingOpen.current = afterNextPaint(() => {
        pendingOpen.current = null;
        dispatch({ type: 'dialog/opened', studyPlanId, activity, now, zone });
        kept.restore(studyPlanId, activity);
      });
    },
    [zone, cancelPendingOpen, kept],
  );
  const close = useCallback(() => {
    cancelPendingOpen();
    kept.drop();
    dispatch({ type: 'dialog/closed' });
  }, [cancelPendingOpen, kept]);

  // The calls read the dialog's state through `latest`, so they stay the same functions
  // while it changes: the editors memoised on them (comments, attendance) are not drawn
  // again when Save only turns its button into a spinner.
  const actions = useMemo(() => {
    const current = () => latest.current.activity;
    return {
      dispatch: (action: ActivityDialogAction) => {
        if (action.type === 'field/changed') kept.edited();
        dispatch(action);
      },
      open,
      close,
      save: async () => {
        const draft = current();
        if (draft.id === null) {
          const makeUp = draft.makeUp ? { makeUp: true, ...(draft.makeUpFor === null ? {} : { makeUpFor: draft.makeUpFor }) } : {};
          const created = await run('create', async () => (await call(endpoints.activities.create, { body: { studyPlanId: draft.studyPlanId as number, ...fields(draft), ...makeUp } })).data.activity, (activity) => ({ type: 'create/succeeded', activity }));
          if (created) {
            kept.drop(draft);
            saved(created);
            toast.success(t('Activity created'));
          }
          return;
        }
        const updated = await run('update', async () => (await call(endpoints.activities.update, { body: { id: draft.id as number, ...fields(draft), ...precondition(draft) } })).data.activity, (activity) => ({ type: 'saved/succeeded', op: 'update', activity }));
        if (updated) {
          kept.drop(draft);
          saved(updated);
          toast.success(t('Activity saved'));
        }
      },
      setCompleted: async (isCompleted: boolean) => {
        const id = current().id as number;
        const op = isCompleted ? 'complete' : 'uncomplete';
        const result = await run(op, async () => (await call(endpoints.activities.complete, { body: { id, isCompleted } })).data.activity, (activity) => ({ type: 'saved/succeeded', op, activity }));
        if (result) saved(result);
      },
      setOutcome: async (outcome: LessonOutcome | null) => {
        const id = current().id as number;
        const result = await run('outcome', async () => (await call(endpoints.activities.setOutcome, { params: { id }, body: { outcome } })).data, ({ activity }) => ({ type: 'saved/succeeded', op: 'outcome', activity }));
        if (!result) return;
        saved(result.activity);
        toast.success(t('Outcome saved'));
        for (const notice of creditNotices(result)) toast.success(t(notice.key, notice.params));
      },
      copy: async () => {
        const copy = await run('copy', async () => (await call(endpoints.activities.copy, { body: { id: current().id as number } })).data.activity, (activity) => ({ type: 'copy/succeeded', activity }));
        if (copy) {
          saved(copy);
          toast.success(t('Activity copied'));
        }
      },
      remove: async () => {
        const { id, studyPlanId } = current();
        const done = await run('remove', () => call(endpoints.activities.delete, { params: { id: id as number } }).then(() => true), () => ({ type: 'remove/succeeded' }));
        if (done) {
          kept.drop({ id, studyPlanId });
          listener.onDeleted(id as number, studyPlanId as number);
          emit({ type: 'activity/deleted', activityId: id as number, studyPlanId: studyPlanId as number });
          toast.success(t('Activity deleted'));
        }
      },
      saveAttendance: async () => {
        const draft = current();
        const members = draft.members.map(({ studentId, attended, feedback }) => ({ studentId, attended, feedback }));
        const result = await run('attendance', async () => (await call(endpoints.activities.saveAttendance, { body: { activityId: draft.id as number, members } })).data.activity, (activity) => ({ type: 'saved/succeeded', op: 'attendance', activity }));
        if (result) {
          saved(result);
          toast.success(t('Attendance saved'));
        }
      },
      addComment: async (text: string, audience?: CommentAudience): Promise<boolean> => {
        const { id, studyPlanId } = current();
        const result = await run('addComment', async () => (await call(endpoints.activities.addComment, { body: { activityId: id as number, text, ...(audience && { audience }) } })).data, ({ comment }) => ({ type: 'comment/added', comment }));
        if (!result) return false;
        listener.onCommentAdded(id as number, result.comment);
        emit({ type: 'comment/added', activityId: id as number, studyPlanId: studyPlanId as number });
        return true;
      },
      /** After a 409 "changed by someone else": the activity as it is now, replacing what was typed. */
      reload: async () => {
        const id = current().id as number;
        await run('update', async () => (await call(endpoints.activities.get, { params: { id } })).data.activity, (activity) => ({ type: 'activity/reloaded', activity }));
      },
      loadMoreComments: async () => {
        const { id } = current();
        const pageIndex = latest.current.commentPageIndex + 1;
        await run('comments', async () => (await call(endpoints.activities.allComments, { body: { activityId: id as number, pageIndex, pageSize: COMMENTS_PAGE_SIZE } })).data.comments, (page) => ({ type: 'comments/loaded', pageIndex, pageSize: COMMENTS_PAGE_SIZE, results: page.results, total: page.total }));
      },
    };
  }, [open, close, run, saved, emit, listener, t, kept]);
  return useMemo(() => ({ state, ...actions }), [state, actions]);
}

export type ActivityDialogApi = ReturnType<typeof useActivityDialog>;
