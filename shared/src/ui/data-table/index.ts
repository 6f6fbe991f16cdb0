export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps, DataTableSelection, SortOption, RowKey } from './types';
