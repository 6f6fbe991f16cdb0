import type { SortDirection } from '@studydesk/shared/enums';

/** Every transition a list understands (docs/product-rules.md#r-list-2 "Lists", docs/product-rules.md#r-err-2 failures). */
export type ListAction<T = unknown, O extends string = string> =
  | { type: 'list/searchChanged'; search: string }
  | { type: 'list/loadStarted' }
  | { type: 'list/loaded'; results: readonly T[]; total: number }
  | { type: 'list/failed'; error: unknown }
  | { type: 'list/nextPage' }
  | { type: 'list/previousPage' }
  | { type: 'list/pageSet'; pageIndex: number }
  | { type: 'list/orderByChanged'; orderBy: O | undefined }
  | { type: 'list/directionChanged'; direction: SortDirection }
  | { type: 'list/directionToggled' }
  | { type: 'list/archivedChanged'; isArchived: boolean }
  | { type: 'list/pageSizeChanged'; pageSize: number }
  | { type: 'list/monthChanged'; month: number; year: number }
  | { type: 'list/monthStepped'; delta: number }
  | { type: 'list/itemsUpdated'; update: (item: T) => T };

export const listActions = {
  searchChanged: (search: string) => ({ type: 'list/searchChanged', search }) as const,
  loadStarted: () => ({ type: 'list/loadStarted' }) as const,
  loaded: <T>(results: readonly T[], total: number) => ({ type: 'list/loaded', results, total }) as const,
  failed: (error: unknown) => ({ type: 'list/failed', error }) as const,
  nextPage: () => ({ type: 'list/nextPage' }) as const,
  previousPage: () => ({ type: 'list/previousPage' }) as const,
  pageSet: (pageIndex: number) => ({ type: 'list/pageSet', pageIndex }) as const,
  orderByChanged: <O extends string>(orderBy: O | undefined) => ({ type: 'list/orderByChanged', orderBy }) as const,
  directionChanged: (direction: SortDirection) => ({ type: 'list/directionChanged', direction }) as const,
  directionToggled: () => ({ type: 'list/directionToggled' }) as const,
  archivedChanged: (isArchived: boolean) => ({ type: 'list/archivedChanged', isArchived }) as const,
  pageSizeChanged: (pageSize: number) => ({ type: 'list/pageSizeChanged', pageSize }) as const,
  monthChanged: (month: number, year: number) => ({ type: 'list/monthChanged', month, year }) as const,
  /** +1 next month, -1 previous month (the report's month selector) */
  monthStepped: (delta: number) => ({ type: 'list/monthStepped', delta }) as const,
  /** e.g. a row marked paid: the page stays, the row changes */
  itemsUpdated: <T>(update: (item: T) => T) => ({ type: 'list/itemsUpdated', update }) as const,
};
