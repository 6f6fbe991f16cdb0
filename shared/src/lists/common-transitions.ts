import type { ListAction } from './actions';
import type { ListState } from './state';

/** Back to the first page with more pages available, as a new query of the same list. */
function restart<T, O extends string>(state: ListState<T, O>, changes: Partial<ListState<T, O>>): ListState<T, O> {
  return { ...state, ...changes, pageIndex: 0, hasMore: true };
}

function stepMonth(month: number, year: number, delta: number): { month: number; year: number } {
  const index = year * 12 + (month - 1) + Math.trunc(delta);
  return { month: (((index % 12) + 12) % 12) + 1, year: Math.floor(index / 12) };
}

/**
 * Transitions paged and accumulating lists share. Answers undefined for the actions whose
 * meaning differs between the two (loaded, paging).
 */
export function commonTransition<T, O extends string>(
  state: ListState<T, O>,
  action: ListAction<T, O>,
): ListState<T, O> | undefined {
  switch (action.type) {
    case 'list/loadStarted':
      return { ...state, loading: true, error: null };
    case 'list/failed':
      return { ...state, loading: false, error: action.error ?? 'Error' };
    case 'list/searchChanged':
      return action.search === state.search ? state : restart(state, { search: action.search });
    // The spec names only search, archive, page size and month as resets; a new sort
    // order restarts too, since page 3 of another order shows unrelated rows.
    case 'list/orderByChanged':
      return action.orderBy === state.orderBy ? state : restart(state, { orderBy: action.orderBy });
    case 'list/directionChanged':
      return action.direction === state.direction ? state : restart(state, { direction: action.direction });
    case 'list/directionToggled':
      return restart(state, { direction: state.direction === 'asc' ? 'desc' : 'asc' });
    case 'list/archivedChanged':
      if (action.isArchived === state.isArchived) return state;
      return restart(state, { isArchived: action.isArchived, isNew: true });
    case 'list/pageSizeChanged': {
      const pageSize = Math.max(1, Math.floor(action.pageSize));
      return pageSize === state.pageSize ? state : restart(state, { pageSize, isNew: true });
    }
    case 'list/monthChanged':
      if (action.month === state.month && action.year === state.year) return state;
      return restart(state, { month: action.month, year: action.year, isNew: true });
    case 'list/monthStepped': {
      if (state.month === undefined || state.year === undefined || !action.delta) return state;
      return restart(state, { ...stepMonth(state.month, state.year, action.delta), isNew: true });
    }
    case 'list/itemsUpdated':
      return { ...state, data: state.data.map(action.update) };
    default:
      return undefined;
  }
}
