import type { LessonHistoryResponse, MarkSinglePaidResponse } from '@studydesk/shared/contracts';

/** What the lesson-history page holds: the month's answer, or why there is none. */
export interface HistoryState {
  loading: boolean;
  data: LessonHistoryResponse | null;
  error: unknown;
  /** lessons whose paid mark is being saved */
  saving: readonly number[];
}

export type HistoryAction =
  | { type: 'history/loadStarted' }
  | { type: 'history/loaded'; data: LessonHistoryResponse }
  | { type: 'history/failed'; error: unknown }
  | { type: 'history/markStarted'; activityId: number }
  | { type: 'history/marked'; result: MarkSinglePaidResponse }
  | { type: 'history/markFailed'; activityId: number };

export const initialHistory: HistoryState = { loading: true, data: null, error: null, saving: [] };

export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'history/loadStarted':
      // another month: its rows are not this one's, so they go
      return { loading: true, data: null, error: null, saving: [] };
    case 'history/loaded':
      return { ...state, loading: false, data: action.data, error: null };
    case 'history/failed':
      return { ...state, loading: false, error: action.error };
    case 'history/markStarted':
      return { ...state, saving: [...state.saving, action.activityId] };
    case 'history/markFailed':
      return { ...state, saving: state.saving.filter((id) => id !== action.activityId) };
    case 'history/marked': {
      const { activity, month } = action.result;
      const saving = state.saving.filter((id) => id !== activity.id);
      const data = state.data;
      if (!data) return { ...state, saving };
      const results = data.activities.results.map((item) => (item.id === activity.id ? { ...item, paid: activity.paid } : item));
      // the month in the answer is the lesson's; it is this page's month unless the page moved on
      const sameMonth = month.teacherId === data.month.teacherId && month.month === data.month.month && month.year === data.month.year;
      return {
        ...state,
        saving,
        data: { ...data, month: sameMonth ? month : data.month, activities: { ...data.activities, results } },
      };
    }
    default:
      return state;
  }
}
