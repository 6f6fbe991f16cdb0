import { DEFAULT_DIRECTION, DEFAULT_PAGE_SIZE, type SortDirection } from '@studydesk/shared/enums';

/**
 * The state of every list (docs/product-rules.md#r-list-1). The teaching-time report adds
 * month and year (docs/product-rules.md#r-list-1 report state).
 */
export interface ListState<T, O extends string = string> {
  data: readonly T[];
  total: number;
  /**
   * Paged lists: the page shown (0-based). Accumulating lists: how many pages are loaded,
   * which is also the index of the next page to ask for.
   */
  pageIndex: number;
  hasMore: boolean;
  search: string;
  /** the failure's payload (docs/product-rules.md#r-err-2); null when none */
  error: unknown;
  /**
   * The rows belong to a previous query of another kind (archive flag, page size, month),
   * so a table hides them until the new page arrives rather than showing wrong rows.
   */
  isNew: boolean;
  pageSize: number;
  orderBy: O | undefined;
  direction: SortDirection;
  isArchived?: boolean;
  /** 1–12, report lists only */
  month?: number;
  year?: number;
  /** a request is in flight (docs/product-rules.md#r-err-2: a failure "ends loading") */
  loading: boolean;
}

export function initialListState<T, O extends string = string>(overrides: Partial<ListState<T, O>> = {}): ListState<T, O> {
  return {
    data: [],
    total: 0,
    pageIndex: 0,
    hasMore: true,
    search: '',
    error: null,
    isNew: true,
    pageSize: DEFAULT_PAGE_SIZE,
    orderBy: undefined,
    direction: DEFAULT_DIRECTION,
    loading: false,
    ...overrides,
  };
}

/** What a list asks the server for: the paging fields of every list request (contracts PageRequest). */
export interface ListQuery<O extends string = string> {
  pageIndex: number;
  pageSize: number;
  search: string;
  orderBy?: O;
  direction: SortDirection;
  isArchived?: boolean;
  month?: number;
  year?: number;
}

export function listQuery<O extends string>(state: ListState<unknown, O>): ListQuery<O> {
  const query: ListQuery<O> = {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    search: state.search,
    direction: state.direction,
  };
  if (state.orderBy !== undefined) query.orderBy = state.orderBy;
  if (state.isArchived !== undefined) query.isArchived = state.isArchived;
  if (state.month !== undefined) query.month = state.month;
  if (state.year !== undefined) query.year = state.year;
  return query;
}

/** Number of pages; an empty list still has one (docs/product-rules.md#r-table-1 'Page X of Y' never says "of 0"). */
export function pageCount(state: Pick<ListState<unknown>, 'total' | 'pageSize'>): number {
  if (state.pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(state.total / state.pageSize));
}

/** Parameters for t('Page {page} of {pages}'), 1-based. */
export function pageLabelParams(state: Pick<ListState<unknown>, 'total' | 'pageSize' | 'pageIndex'>): { page: number; pages: number } {
  const pages = pageCount(state);
  return { page: Math.min(state.pageIndex + 1, pages), pages };
}

export function canGoPrevious(state: Pick<ListState<unknown>, 'pageIndex'>): boolean {
  return state.pageIndex > 0;
}

/** Not before the first page of this query has arrived: until then hasMore is only a guess. */
export function canGoNext(state: Pick<ListState<unknown>, 'hasMore' | 'isNew'>): boolean {
  return state.hasMore && !state.isNew;
}

/** Whether a page lies beyond this one (docs/product-rules.md#r-list-2). */
export function pagedHasMore(pageIndex: number, pageSize: number, total: number): boolean {
  return (pageIndex + 1) * pageSize < total;
}
