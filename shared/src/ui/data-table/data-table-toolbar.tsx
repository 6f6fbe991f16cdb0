import { useT } from '@studydesk/shared/i18n';
import { listActions, type ListAction, type ListState } from '@studydesk/shared/lists';
import type { ReactNode } from 'react';
import { Button, SegmentedControl, SelectField, SortAscendingIcon, SortDescendingIcon } from '@studydesk/shared/ui/core';
import { MonthSelector } from '../month-selector';
import { SearchBox } from '../search-box';
import styles from './toolbar.module.css';
import type { SortOption } from './types';

export interface DataTableToolbarProps<T, O extends string> {
  state: ListState<T, O>;
  onAction: (action: ListAction<T, O>) => void;
  searchable: boolean;
  searchPlaceholder?: string;
  sortOptions?: readonly SortOption<O>[];
  monthMax?: { month: number; year: number };
  extra?: ReactNode;
}

/** A table's search box, status switch and sort (docs/product-rules.md#r-table-1). */
export function DataTableToolbar<T, O extends string>({
  state,
  onAction,
  searchable,
  searchPlaceholder,
  sortOptions,
  monthMax,
  extra,
}: DataTableToolbarProps<T, O>) {
  const t = useT();
  const hasMonth = state.month !== undefined && state.year !== undefined;
  const hasSort = Boolean(sortOptions && sortOptions.length > 0);
  if (!searchable && state.isArchived === undefined && !hasMonth && !hasSort && !extra) return null;
  const ascending = state.direction === 'asc';
  return (
    <div className={styles.toolbar}>
      {searchable ? (
        <SearchBox
          className={styles.search}
          value={state.search}
          placeholder={searchPlaceholder}
          onChange={(search) => onAction(listActions.searchChanged(search))}
        />
      ) : null}
      {state.isArchived !== undefined ? (
        <SegmentedControl
          label={t('Status')}
          value={state.isArchived}
          options={[
            { value: false, label: t('Active') },
            { value: true, label: t('Archived') },
          ]}
          onChange={(isArchived) => onAction(listActions.archivedChanged(isArchived))}
        />
      ) : null}
      {hasMonth ? (
        <MonthSelector
          month={state.month as number}
          year={state.year as number}
          max={monthMax}
          onStep={(delta) => onAction(listActions.monthStepped(delta))}
        />
      ) : null}
      {hasSort && sortOptions ? (
        <div className={styles.sort}>
          <SelectField<O>
            label={t('Sort by')}
            fieldSize="sm"
            value={state.orderBy ?? ('' as O)}
            placeholder={state.orderBy === undefined ? t('Default order') : undefined}
            options={sortOptions}
            onChange={(orderBy) => onAction(listActions.orderByChanged<O>(orderBy || undefined))}
          />
          <Button
            size="sm"
            variant="secondary"
            // The button names the order in force; pressing it reverses that order.
            title={t('Reverse the order')}
            iconStart={ascending ? <SortAscendingIcon /> : <SortDescendingIcon />}
            onClick={() => onAction(listActions.directionToggled())}
          >
            {ascending ? t('Ascending') : t('Descending')}
          </Button>
        </div>
      ) : null}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
