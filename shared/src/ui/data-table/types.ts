import type { ListAction, ListState } from '@studydesk/shared/lists';
import type { ReactNode } from 'react';

export type RowKey = string | number;

export interface DataTableColumn<T, O extends string = string> {
  id: string;
  /** already translated header text (or any node) */
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** CSS width, e.g. '8rem' or '20%' */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /** label shown before the value when rows become cards on phones; the header when it is text */
  cardLabel?: string;
  /** on phones this cell heads the card, bold and without a label (the name of the row) */
  primary?: boolean;
  hideOnPhone?: boolean;
  /** the sort field this column shows, so the header can announce the order (aria-sort) */
  sortKey?: O;
}

export interface SortOption<O extends string = string> {
  value: O;
  /** already translated */
  label: string;
}

export interface DataTableSelection<T> {
  selected: ReadonlySet<RowKey>;
  onChange: (selected: Set<RowKey>) => void;
  /** names a row for its checkbox ("Select Ana Lima"); the row key otherwise */
  rowLabel?: (row: T) => string;
}

/** Tells rows apart (React keys, selection): a row's `id` unless `rowKey` says otherwise; rows without an `id` must say. */
type RowKeyProp<T> = [T] extends [{ id: RowKey }] ? { rowKey?: (row: T) => RowKey } : { rowKey: (row: T) => RowKey };

export type DataTableProps<T, O extends string = string> = DataTableOwnProps<T, O> & RowKeyProp<T>;

interface DataTableOwnProps<T, O extends string = string> {
  /** accessible name of the table (a hidden caption), e.g. t('Study plans') */
  label: string;
  columns: readonly DataTableColumn<T, O>[];
  /** rows to show; the list state's data by default */
  rows?: readonly T[];
  state: ListState<T, O>;
  /** receives every list action the controls raise: pass the reducer's dispatch */
  onAction: (action: ListAction<T, O>) => void;
  /** the error state's "Try again" */
  onRetry?: () => void;
  /** shows the sort-by select and the direction toggle */
  sortOptions?: readonly SortOption<O>[];
  /** the search box; on by default */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** shown when there are no rows; t('Nothing to show yet') by default */
  emptyText?: string;
  /** extra controls at the end of the toolbar (e.g. CSV download) */
  toolbar?: ReactNode;
  selection?: DataTableSelection<T>;
  /** previous/next pages, a "Load more" button (accumulating lists), or nothing */
  paging?: 'pages' | 'more' | 'none';
  onLoadMore?: () => void;
  /** the month selector shows when the state has month and year; `max` stops it (e.g. at the current month) */
  monthMax?: { month: number; year: number };
  className?: string;
}
