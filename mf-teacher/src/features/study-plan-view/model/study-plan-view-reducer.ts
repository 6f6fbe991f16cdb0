import type { ActivityDto, CommentDto, PlanDataDto, SpeedDto } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';
import { pagedHasMore } from '@studydesk/shared/lists';

/** Which of the two paged lists a request fills. */
export type ViewList = 'activities' | 'spotlights';

/**
 * The study-plan view's plan, activities and spotlights (docs/product-rules.md#r-act-3), plus
 * what the screen needs around them: loading and errors per list, the speed, the
 * description being edited.
 */
export interface StudyPlanViewState {
  plandata: PlanDataDto | null;
  activities: ActivityDto[];
  spotlights: ActivityDto[];
  activityPageIndex: number;
  spotlightPageIndex: number;
  hasMoreActivities: boolean;
  hasMoreSpotlightItems: boolean;
  activitiesTotal: number;
  spotlightsTotal: number;
  loading: Record<ViewList, boolean>;
  error: Record<ViewList, unknown>;
  speed: SpeedDto | null;
  speedError: unknown;
  /** the description as typed; kept when the update fails */
  descriptionDraft: string;
  updatingDescription: boolean;
  /** the description's last update failed (docs/product-rules.md#r-err-2) */
  updateFailed: boolean;
  updateError: unknown;
}

export const initialStudyPlanViewState: StudyPlanViewState = {
  plandata: null,
  activities: [],
  spotlights: [],
  activityPageIndex: 0,
  spotlightPageIndex: 0,
  hasMoreActivities: false,
  hasMoreSpotlightItems: false,
  activitiesTotal: 0,
  spotlightsTotal: 0,
  loading: { activities: false, spotlights: false },
  error: { activities: null, spotlights: null },
  speed: null,
  speedError: null,
  descriptionDraft: '',
  updatingDescription: false,
  updateFailed: false,
  updateError: null,
};

export type StudyPlanViewAction =
  | { type: 'list/loadStarted'; list: ViewList }
  | {
      type: 'list/loaded';
      list: ViewList;
      plandata: PlanDataDto;
      results: ActivityDto[];
      total: number;
      pageIndex: number;
      pageSize: number;
      /** "append mode adds to existing lists"; otherwise the page replaces its list */
      append: boolean;
    }
  | { type: 'list/loadFailed'; list: ViewList; error: unknown }
  | { type: 'activity/saved'; activity: ActivityDto }
  | { type: 'activity/deleted'; activityId: number }
  | { type: 'comment/added'; activityId: number; comment?: CommentDto }
  | { type: 'speed/loaded'; speed: SpeedDto }
  | { type: 'speed/failed'; error: unknown }
  | { type: 'description/edited'; text: string }
  | { type: 'description/updateRequested' }
  | { type: 'description/updated'; plandata: Partial<PlanDataDto> }
  | { type: 'description/updateFailed'; error: unknown };

/** What one list shows: its items, the server's total, whether more pages wait, its loading and error. */
export function listView(state: StudyPlanViewState, list: ViewList) {
  const activities = list === 'activities';
  return {
    items: state[list],
    total: activities ? state.activitiesTotal : state.spotlightsTotal,
    hasMore: activities ? state.hasMoreActivities : state.hasMoreSpotlightItems,
    loading: state.loading[list],
    error: state.error[list],
  };
}

const listOf = (activity: Pick<ActivityDto, 'type'>): ViewList => (activity.type === 'activity' ? 'activities' : 'spotlights');

function appendNew(list: ActivityDto[], more: ActivityDto[]): ActivityDto[] {
  const known = new Set(list.map((activity) => activity.id));
  return [...list, ...more.filter((activity) => !known.has(activity.id))];
}

function loaded(state: StudyPlanViewState, action: Extract<StudyPlanViewAction, { type: 'list/loaded' }>): StudyPlanViewState {
  const activities = action.results.filter((activity) => listOf(activity) === 'activities');
  const spotlights = action.results.filter((activity) => listOf(activity) === 'spotlights');
  // A page replaces only the list it was asked for; anything else in it is added.
  const replaces = (list: ViewList) => !action.append && action.list === list;
  const hasMore = pagedHasMore(action.pageIndex, action.pageSize, action.total);
  const firstLoad = state.plandata === null;
  const next: StudyPlanViewState = {
    ...state,
    plandata: action.plandata,
    descriptionDraft: firstLoad || !state.updateFailed ? action.plandata.description : state.descriptionDraft,
    activities: replaces('activities') ? activities : appendNew(state.activities, activities),
    spotlights: replaces('spotlights') ? spotlights : appendNew(state.spotlights, spotlights),
    loading: { ...state.loading, [action.list]: false },
    error: { ...state.error, [action.list]: null },
  };
  if (action.list === 'activities') return { ...next, activityPageIndex: action.pageIndex, hasMoreActivities: hasMore, activitiesTotal: action.total };
  return { ...next, spotlightPageIndex: action.pageIndex, hasMoreSpotlightItems: hasMore, spotlightsTotal: action.total };
}

// the server's order: unscheduled first, then latest start first, then newest id
const startKey = (activity: ActivityDto) => (activity.startTime ? Date.parse(activity.startTime) : Number.POSITIVE_INFINITY);
function byStartDesc(a: ActivityDto, b: ActivityDto): number {
  const difference = startKey(b) - startKey(a);
  return Number.isNaN(difference) || difference === 0 ? b.id - a.id : difference;
}

/** An activity saved in the dialog: replaced where it is, or added; moved when its type changed list. */
function saved(state: StudyPlanViewState, activity: ActivityDto): StudyPlanViewState {
  const target = listOf(activity);
  const wasIn = (list: ActivityDto[]) => list.some((item) => item.id === activity.id);
  const place = (list: ActivityDto[], name: ViewList) => {
    const without = list.filter((item) => item.id !== activity.id);
    if (name !== target) return without;
    return [...without, activity].sort(byStartDesc);
  };
  const total = (name: ViewList, list: ActivityDto[], count: number) => count + (name === target ? (wasIn(list) ? 0 : 1) : wasIn(list) ? -1 : 0);
  return {
    ...state,
    activities: place(state.activities, 'activities'),
    spotlights: place(state.spotlights, 'spotlights'),
    activitiesTotal: total('activities', state.activities, state.activitiesTotal),
    spotlightsTotal: total('spotlights', state.spotlights, state.spotlightsTotal),
  };
}

export function studyPlanViewReducer(state: StudyPlanViewState, action: StudyPlanViewAction): StudyPlanViewState {
  switch (action.type) {
    case 'list/loadStarted':
      return { ...state, loading: { ...state.loading, [action.list]: true }, error: { ...state.error, [action.list]: null } };
    case 'list/loaded':
      return loaded(state, action);
    case 'list/loadFailed':
      return { ...state, loading: { ...state.loading, [action.list]: false }, error: { ...state.error, [action.list]: action.error ?? msg('Error') } };
    case 'activity/saved':
      return saved(state, action.activity);
    case 'activity/deleted': {
      const inActivities = state.activities.some((item) => item.id === action.activityId);
      const inSpotlights = state.spotlights.some((item) => item.id === action.activityId);
      return {
        ...state,
        activities: state.activities.filter((item) => item.id !== action.activityId),
        spotlights: state.spotlights.filter((item) => item.id !== action.activityId),
        activitiesTotal: state.activitiesTotal - (inActivities ? 1 : 0),
        spotlightsTotal: state.spotlightsTotal - (inSpotlights ? 1 : 0),
      };
    }
    case 'comment/added': {
      // a new comment counts at once (docs/product-rules.md#r-dialog-3)
      const bump = (item: ActivityDto): ActivityDto =>
        item.id !== action.activityId
          ? item
          : { ...item, commentsSize: item.commentsSize + 1, comments: action.comment ? [action.comment, ...item.comments] : item.comments };
      return { ...state, activities: state.activities.map(bump), spotlights: state.spotlights.map(bump) };
    }
    case 'speed/loaded':
      return { ...state, speed: action.speed, speedError: null };
    case 'speed/failed':
      return { ...state, speedError: action.error ?? msg('Error') };
    case 'description/edited':
      return { ...state, descriptionDraft: action.text };
    case 'description/updateRequested':
      return { ...state, updatingDescription: true, updateFailed: false, updateError: null };
    case 'description/updated':
      return {
        ...state,
        updatingDescription: false,
        updateFailed: false,
        plandata: state.plandata ? { ...state.plandata, ...action.plandata } : state.plandata,
        descriptionDraft: action.plandata.description ?? state.descriptionDraft,
      };
    case 'description/updateFailed':
      // the typed text stays so nothing is lost; the error is shown beside it
      return { ...state, updatingDescription: false, updateFailed: true, updateError: action.error ?? msg('Error') };
    default:
      return state;
  }
}
