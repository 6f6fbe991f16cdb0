import { useT } from '@studydesk/shared/i18n';
import { Checkbox, cx } from '@studydesk/shared/ui/core';
import styles from './data-table.module.css';
import type { DataTableColumn, DataTableSelection, RowKey } from './types';

/** The parts of a column that decide a cell's look, whatever the row type. */
type ColumnLayout = Pick<DataTableColumn<unknown>, 'id' | 'header' | 'align' | 'primary' | 'hideOnPhone' | 'cardLabel'>;

const ALIGN = { start: undefined, center: styles.center, end: styles.end } as const;

export function cellClass(column: ColumnLayout): string {
  return cx(styles.cell, ALIGN[column.align ?? 'start'], column.primary && styles.primaryCell, column.hideOnPhone && styles.hideOnPhone);
}

function cardLabel(column: ColumnLayout): string | undefined {
  if (column.primary) return undefined;
  return column.cardLabel ?? (typeof column.header === 'string' ? column.header : undefined);
}

export interface DataTableRowsProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T, string>[];
  rowKey: (row: T) => RowKey;
  selection?: DataTableSelection<T>;
}

export function DataTableRows<T>({ rows, columns, rowKey, selection }: DataTableRowsProps<T>) {
  const t = useT();
  return (
    <>
      {rows.map((row, index) => {
        const key = rowKey(row);
        const selected = selection?.selected.has(key) ?? false;
        return (
          <tr key={key} className={cx(styles.row, selected && styles.selectedRow)} aria-selected={selection ? selected : undefined}>
            {selection ? (
              <td className={cx(styles.cell, styles.selectCell)}>
                <Checkbox
                  hideLabel
                  label={t('Select {name}', { name: selection.rowLabel?.(row) ?? String(key) })}
                  checked={selected}
                  onChange={(checked) => {
                    const next = new Set(selection.selected);
                    if (checked) next.add(key);
                    else next.delete(key);
                    selection.onChange(next);
                  }}
                />
              </td>
            ) : null}
            {columns.map((column) => (
              <td key={column.id} className={cellClass(column)} data-label={cardLabel(column)}>
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        );
      })}
    </>
  );
}

export interface SkeletonRowsProps {
  count: number;
  columns: readonly ColumnLayout[];
  withSelection: boolean;
}

/** Placeholder rows of the page's height, so the table does not jump when rows arrive. */
export function SkeletonRows({ count, columns, withSelection }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <tr key={index} className={cx(styles.row, styles.skeletonRow)} aria-hidden="true" data-testid="skeleton-row">
          {withSelection ? <td className={cx(styles.cell, styles.selectCell)} /> : null}
          {columns.map((column) => (
            <td key={column.id} className={cellClass(column)}>
              <span className={styles.skeleton} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
