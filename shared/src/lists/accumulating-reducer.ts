import type { ListAction } from './actions';
import { commonTransition } from './common-transitions';
import type { ListState } from './state';

/**
 * Lists that grow with "load more" (docs/product-rules.md#r-list-3). `pageIndex` counts loaded pages, so 0
 * means nothing of the current query is loaded yet: the first page replaces the rows of
 * the previous query, which stay visible (no flicker) until it arrives.
 */
export function accumulatingListReducer<T, O extends string = string>(
  state: ListState<T, O>,
  action: ListAction<T, O>,
): ListState<T, O> {
  const common = commonTransition(state, action);
  if (common) return common;
  switch (action.type) {
    case 'list/loaded': {
      const data = state.pageIndex === 0 ? action.results : [...state.data, ...action.results];
      const total = Math.max(0, action.total);
      return {
        ...state,
        data,
        total,
        pageIndex: state.pageIndex + 1,
        // An empty page also ends the list, so a total the server overstates cannot make
        // "load more" spin forever.
        hasMore: data.length < total && action.results.length > 0,
        loading: false,
        error: null,
        isNew: false,
      };
    }
    default:
      // next/previous/pageSet mean nothing here: the hook's loadMore asks for page pageIndex.
      return state;
  }
}
