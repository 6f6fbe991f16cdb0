import { errorMessage, httpStatus } from '@studydesk/shared/api-client';
import type { ActivityDto, ActivityMemberDto, CommentDto } from '@studydesk/shared/contracts';
import { combineDateAndTime, DEFAULT_TIME_ZONE, formatDate, formatTime } from '@studydesk/shared/dates';
import { DEFAULT_DRAFT, draftFromActivity, startOfMinute, type ActivityDraft } from './activity-draft';
import { msg } from '@studydesk/shared/i18n';
import { pagedHasMore } from '@studydesk/shared/lists';
import { ACTIVITY_CHANGED_MESSAGE } from '@studydesk/shared/contracts/plain';

/** The calls the dialog makes, each with its own loading and error (docs/product-rules.md#r-dialog-1). */
export type Operation = 'create' | 'update' | 'remove' | 'complete' | 'uncomplete' | 'outcome' | 'copy' | 'comments' | 'addComment' | 'attendance';

export interface OperationState {
  loading: boolean;
  /** the failure's payload (docs/product-rules.md#r-err-2); null when none */
  error: unknown;
}

export interface ActivityDialogState {
  visible: boolean;
  activity: ActivityDraft;
  /** the site time zone the start is typed in */
  zone: string;
  /** the start's date (DD/MM/YYYY) and time (HH:mm) as typed; startTime follows when both parse */
  dateText: string;
  timeText: string;
  /** comment pages loaded beyond the first the activity came with */
  commentPageIndex: number;
  hasMoreComments: boolean;
  created: boolean;
  updated: boolean;
  deleted: boolean;
  copied: boolean;
  ops: Record<Operation, OperationState>;
}

const IDLE: OperationState = Object.freeze({ loading: false, error: null }) as OperationState;
const OPERATIONS: Operation[] = ['create', 'update', 'remove', 'complete', 'uncomplete', 'outcome', 'copy', 'comments', 'addComment', 'attendance'];
const idleOps = () => Object.fromEntries(OPERATIONS.map((op) => [op, IDLE])) as Record<Operation, OperationState>;

export const initialActivityDialogState: ActivityDialogState = {
  visible: false,
  activity: DEFAULT_DRAFT,
  zone: DEFAULT_TIME_ZONE,
  dateText: '',
  timeText: '',
  commentPageIndex: 0,
  hasMoreComments: false,
  created: false,
  updated: false,
  deleted: false,
  copied: false,
  ops: idleOps(),
};

type EditableField = 'lessonTitle' | 'description' | 'type' | 'lessonLength' | 'difficultyLevel' | 'makeUp' | 'makeUpFor';
type FieldValue<F extends EditableField> = ActivityDraft[F];

export type ActivityDialogAction =
  | { type: 'dialog/opened'; activity?: ActivityDto; studyPlanId: number; now: number; zone: string }
  | { type: 'dialog/closed' }
  | { [F in EditableField]: { type: 'field/changed'; field: F; value: FieldValue<F> } }[EditableField]
  | { type: 'startDate/changed'; date: string }
  | { type: 'startTime/changed'; time: string }
  | { type: 'completion/toggled' }
  | { type: 'member/changed'; studentId: number; attended?: boolean; feedback?: string | null }
  | { type: 'op/requested'; op: Operation }
  | { type: 'op/failed'; op: Operation; error: unknown }
  | { type: 'create/succeeded'; activity: ActivityDto }
  | { type: 'saved/succeeded'; op: 'update' | 'complete' | 'uncomplete' | 'outcome' | 'attendance'; activity: ActivityDto }
  | { type: 'copy/succeeded'; activity: ActivityDto }
  | { type: 'activity/reloaded'; activity: ActivityDto }
  | { type: 'remove/succeeded' }
  | { type: 'comments/loaded'; pageIndex: number; pageSize: number; results: CommentDto[]; total: number }
  | { type: 'comment/added'; comment: CommentDto };

const withOp = (state: ActivityDialogState, op: Operation, value: OperationState): ActivityDialogState => ({
  ...state,
  ops: { ...state.ops, [op]: value },
});

/** Comments the activity came with are page 0; more pages exist while fewer than commentsSize are shown. */
const moreComments = (draft: ActivityDraft) => draft.comments.length < draft.commentsSize;

/** The kept fields of a server answer, with the comments already on screen. */
function mergeSaved(state: ActivityDialogState, activity: ActivityDto): ActivityDraft {
  return { ...draftFromActivity(activity), comments: state.activity.comments.length > activity.comments.length ? state.activity.comments : activity.comments };
}

/** A new draft, with the date and time texts shown for its start. */
function withDraft(state: ActivityDialogState, activity: ActivityDraft): ActivityDialogState {
  return { ...state, activity, dateText: formatDate(activity.startTime, state.zone), timeText: formatTime(activity.startTime, state.zone) };
}

/** The start's date and time are typed apart (docs/product-rules.md#r-dialog-2): the start moves once both parse. */
function typedStart(state: ActivityDialogState, dateText: string, timeText: string): ActivityDialogState {
  const start = combineDateAndTime(dateText, timeText, state.zone);
  return { ...state, dateText, timeText, activity: start === null ? state.activity : { ...state.activity, startTime: start } };
}

function opened(action: Extract<ActivityDialogAction, { type: 'dialog/opened' }>): ActivityDialogState {
  const activity = action.activity
    ? draftFromActivity(action.activity)
    : { ...DEFAULT_DRAFT, studyPlanId: action.studyPlanId, startTime: startOfMinute(action.now) };
  const state = { ...initialActivityDialogState, visible: true, zone: action.zone, commentPageIndex: 0, hasMoreComments: moreComments(activity) };
  return withDraft(state, activity);
}

/** The save was refused because someone else changed the activity since it was opened (409). */
export function changedElsewhere(state: ActivityDialogState): boolean {
  const { error } = state.ops.update;
  return error !== null && httpStatus(error) === 409 && errorMessage(error) === ACTIVITY_CHANGED_MESSAGE;
}

let lastStartCheck = { dateText: '', timeText: '', zone: '', invalid: false };

/** The typed start does not parse: saving would send another start than the one on screen. */
export function startInvalid(state: ActivityDialogState): boolean {
  if (state.dateText === '' && state.timeText === '') return false;
  const { dateText, timeText, zone } = state;
  // asked by the form and the buttons on every render; parsing in a time zone is slow on
  // a phone, so the last answer is kept for the same text
  if (lastStartCheck.dateText !== dateText || lastStartCheck.timeText !== timeText || lastStartCheck.zone !== zone) {
    lastStartCheck = { dateText, timeText, zone, invalid: combineDateAndTime(dateText, timeText, zone) === null };
  }
  return lastStartCheck.invalid;
}

export function activityDialogReducer(state: ActivityDialogState, action: ActivityDialogAction): ActivityDialogState {
  switch (action.type) {
    case 'dialog/opened':
      return opened(action);
    case 'dialog/closed':
      return initialActivityDialogState;
    case 'field/changed':
      return { ...state, activity: { ...state.activity, [action.field]: action.value } };
    case 'startDate/changed':
      return typedStart(state, action.date, state.timeText);
    case 'startTime/changed':
      return typedStart(state, state.dateText, action.time);
    case 'completion/toggled':
      return { ...state, activity: { ...state.activity, isCompleted: !state.activity.isCompleted } };
    case 'member/changed': {
      const members = state.activity.members.map((member): ActivityMemberDto =>
        member.studentId !== action.studentId
          ? member
          : {
              ...member,
              attended: action.attended ?? member.attended,
              feedback: action.feedback === undefined ? member.feedback : action.feedback,
            },
      );
      return { ...state, activity: { ...state.activity, members } };
    }
    case 'op/requested': {
      const next = withOp(state, action.op, { loading: true, error: null });
      if (action.op === 'update') return { ...next, updated: false };
      if (action.op === 'create') return { ...next, created: false };
      return next;
    }
    case 'op/failed':
      return withOp(state, action.op, { loading: false, error: action.error ?? msg('Error') });
    case 'create/succeeded':
      // "created true with the new activity and comments cleared"
      return withDraft(
        { ...withOp(state, 'create', IDLE), created: true, commentPageIndex: 0, hasMoreComments: false },
        { ...draftFromActivity(action.activity), comments: [], commentsSize: 0 },
      );
    case 'saved/succeeded': {
      const next = withOp(state, action.op, IDLE);
      return withDraft({ ...next, updated: action.op === 'update' ? true : state.updated }, mergeSaved(state, action.activity));
    }
    case 'copy/succeeded': {
      const activity = draftFromActivity(action.activity);
      return withDraft({ ...withOp(state, 'copy', IDLE), copied: true, commentPageIndex: 0, hasMoreComments: moreComments(activity) }, activity);
    }
    case 'activity/reloaded': {
      // the server's version replaces what was typed, which stayed on screen until now
      const activity = draftFromActivity(action.activity);
      return withDraft({ ...withOp(state, 'update', IDLE), commentPageIndex: 0, hasMoreComments: moreComments(activity) }, activity);
    }
    case 'remove/succeeded':
      return { ...initialActivityDialogState, deleted: true };
    case 'comments/loaded': {
      const known = new Set(state.activity.comments.map((comment) => comment.id));
      const comments = [...state.activity.comments, ...action.results.filter((comment) => !known.has(comment.id))];
      const activity = { ...state.activity, comments, commentsSize: action.total };
      return {
        ...withOp(state, 'comments', IDLE),
        activity,
        commentPageIndex: action.pageIndex,
        hasMoreComments: pagedHasMore(action.pageIndex, action.pageSize, action.total),
      };
    }
    case 'comment/added': {
      // a new comment counts at once (docs/product-rules.md#r-dialog-3)
      const activity = { ...state.activity, comments: [action.comment, ...state.activity.comments], commentsSize: state.activity.commentsSize + 1 };
      return { ...withOp(state, 'addComment', IDLE), activity };
    }
    default:
      return state;
  }
}
