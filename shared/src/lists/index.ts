export {
  initialListState,
  listQuery,
  pageLabelParams,
  canGoPrevious,
  canGoNext,
} from './state';
export type { ListState, ListQuery } from './state';
export { listActions } from './actions';
export type { ListAction } from './actions';
export { pagedListReducer } from './paged-reducer';
export { usePagedList, useAccumulatingList } from './use-list';
export type { ListPage, ListFetcher } from './use-list';
export { useAbortableRequest } from './request-runner';
