export {
  initialListState,
  listQuery,
  pageCount,
  pageLabelParams,
  canGoPrevious,
  canGoNext,
  pagedHasMore,
} from './state';
export type { ListState, ListQuery } from './state';
export { listActions } from './actions';
export type { ListAction, ListActionType } from './actions';
export { pagedListReducer } from './paged-reducer';
export { accumulatingListReducer } from './accumulating-reducer';
export { useListState, usePagedList, useAccumulatingList } from './use-list';
export type { ListPage, ListFetcher, ListMode, ListOptions, PagedListApi, AccumulatingListApi } from './use-list';
export { useAbortableRequest } from './request-runner';
export type { RequestHandlers } from './request-runner';
