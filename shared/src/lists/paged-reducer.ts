import type { ListAction } from './actions';
import { commonTransition } from './common-transitions';
import { pageCount, pagedHasMore, type ListState } from './state';

/**
 * Lists paged with previous/next (docs/product-rules.md#r-list-2 "Lists"): the teacher dashboard, the admin user
 * and group lists, the teaching-time report.
 */
export function pagedListReducer<T, O extends string = string>(state: ListState<T, O>, action: ListAction<T, O>): ListState<T, O> {
  const common = commonTransition(state, action);
  if (common) return common;
  switch (action.type) {
    case 'list/loaded': {
      const total = Math.max(0, action.total);
      const lastPage = pageCount({ total, pageSize: state.pageSize }) - 1;
      // Rows deleted elsewhere can leave us past the end: step back to the last page
      // (the hook then fetches it) instead of showing an empty "Page 4 of 3".
      if (action.results.length === 0 && state.pageIndex > lastPage) {
        return { ...state, total, pageIndex: lastPage, hasMore: false, loading: false, error: null };
      }
      return {
        ...state,
        data: action.results,
        total,
        hasMore: pagedHasMore(state.pageIndex, state.pageSize, total),
        loading: false,
        error: null,
        isNew: false,
      };
    }
    case 'list/nextPage':
      if (!state.hasMore) return state;
      return { ...state, pageIndex: state.pageIndex + 1, hasMore: pagedHasMore(state.pageIndex + 1, state.pageSize, state.total) };
    case 'list/previousPage':
      if (state.pageIndex === 0) return state;
      return { ...state, pageIndex: state.pageIndex - 1, hasMore: true };
    case 'list/pageSet': {
      const pageIndex = Math.max(0, Math.min(Math.floor(action.pageIndex), pageCount(state) - 1));
      if (pageIndex === state.pageIndex) return state;
      return { ...state, pageIndex, hasMore: pagedHasMore(pageIndex, state.pageSize, state.total) };
    }
    default:
      return state;
  }
}
