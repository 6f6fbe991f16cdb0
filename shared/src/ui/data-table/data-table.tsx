import { useT } from '@studydesk/shared/i18n';
import { errorMessage } from '@studydesk/shared/api-client';
import { Checkbox, cx, EmptyState, ErrorState, VisuallyHidden } from '@studydesk/shared/ui/core';
import { DataTablePager } from './data-table-pager';
import { cellClass, DataTableRows, SkeletonRows } from './data-table-rows';
import { DataTableToolbar } from './data-table-toolbar';
import visuallyHidden from '../visually-hidden.module.css';
import styles from './data-table.module.css';
import type { DataTableProps, RowKey } from './types';

const MAX_SKELETON_ROWS = 10;

/** a row's key when the table is given none: rows of that kind have an `id` (DataTableProps) */
const idOf = (row: unknown): RowKey => (row as { id: RowKey }).id;

/**
 * THE table of the product: every list renders through it, so search, status switch,
 * sorting, paging, loading, empty and error states look and behave the same everywhere.
 * It renders the list state and dispatches list actions; the reducer does the rest.
 */
export function DataTable<T, O extends string = string>({
  label,
  columns,
  rows,
  rowKey: ownRowKey,
  state,
  onAction,
  onRetry,
  sortOptions,
  searchable = true,
  searchPlaceholder,
  emptyText,
  toolbar,
  selection,
  paging = 'pages',
  onLoadMore,
  monthMax,
  className,
}: DataTableProps<T, O>) {
  const t = useT();
  const rowKey = ownRowKey ?? idOf;
  const data = rows ?? state.data;
  // isNew: the rows on hand belong to another query (archive flag, page size, month).
  const awaitingFirstPage = state.isNew && !state.error;
  const showSkeleton = awaitingFirstPage || (state.loading && data.length === 0);
  const showError = Boolean(state.error) && !state.loading;
  const showEmpty = !showSkeleton && !showError && !state.loading && data.length === 0;
  const stale = state.loading && !showSkeleton;

  const pageKeys: RowKey[] = selection && !showSkeleton ? data.map(rowKey) : [];
  const selectedOnPage = pageKeys.filter((key) => selection?.selected.has(key)).length;

  function selectPage(checked: boolean) {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of pageKeys) {
      if (checked) next.add(key);
      else next.delete(key);
    }
    selection.onChange(next);
  }

  return (
    <div className={cx(styles.root, className)}>
      <DataTableToolbar
        state={state}
        onAction={onAction}
        searchable={searchable}
        searchPlaceholder={searchPlaceholder}
        sortOptions={sortOptions}
        monthMax={monthMax}
        extra={toolbar}
      />
      <div className={styles.frame} aria-busy={state.loading || awaitingFirstPage}>
        {stale ? <div className={styles.progress} aria-hidden="true" /> : null}
        <VisuallyHidden>
          <span aria-live="polite">{state.loading ? t('Loading') : ''}</span>
        </VisuallyHidden>
        {showError ? (
          <ErrorState message={errorMessage(state.error)} onRetry={onRetry} compact />
        ) : showEmpty ? (
          <EmptyState
            compact
            title={state.search ? t('No results for "{search}"', { search: state.search }) : (emptyText ?? t('Nothing to show yet'))}
          />
        ) : (
          <div className={styles.scroll}>
            <table className={cx(styles.table, stale && styles.stale)}>
              <caption className={visuallyHidden.hidden}>{label}</caption>
              <thead className={styles.head}>
                <tr>
                  {selection ? (
                    <th scope="col" className={cx(styles.headCell, styles.selectCell)}>
                      <Checkbox
                        hideLabel
                        label={t('Select all on this page')}
                        checked={pageKeys.length > 0 && selectedOnPage === pageKeys.length}
                        indeterminate={selectedOnPage > 0 && selectedOnPage < pageKeys.length}
                        disabled={pageKeys.length === 0}
                        onChange={selectPage}
                      />
                    </th>
                  ) : null}
                  {columns.map((column) => (
                    <th
                      key={column.id}
                      scope="col"
                      className={cx(cellClass(column), styles.headCell)}
                      style={column.width ? { width: column.width } : undefined}
                      aria-sort={
                        column.sortKey !== undefined && column.sortKey === state.orderBy
                          ? state.direction === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={styles.body}>
                {showSkeleton ? (
                  <SkeletonRows count={Math.min(state.pageSize, MAX_SKELETON_ROWS)} columns={columns} withSelection={Boolean(selection)} />
                ) : (
                  <DataTableRows rows={data} columns={columns} rowKey={rowKey} selection={selection} />
                )}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <DataTablePager state={state} onAction={onAction} paging={paging} onLoadMore={onLoadMore} />
    </div>
  );
}
