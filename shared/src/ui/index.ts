// The whole UI kit. The light part lives in ./core (its own shared entry point, one copy
// at run time); the pieces below bring Radix, the contracts or the dates (dayjs) with them.
export * from '@studydesk/shared/ui/core';
export { CancelThen, Dialog, DialogClose } from './dialog';
export type { CancelThenProps, DialogProps } from './dialog';
export { Popover, PopoverClose, PopoverAnchor } from './popover';
export type { PopoverProps } from './popover';
export { PictureField } from './picture-field';
export type { PictureFieldProps } from './picture-field';
export { MonthSelector } from './month-selector';
export type { MonthSelectorProps } from './month-selector';
export { SearchBox } from './search-box';
export type { SearchBoxProps } from './search-box';
export { DateField } from './date-field';
export type { DateFieldProps } from './date-field';
export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps, DataTableSelection, SortOption, RowKey } from './data-table';
export { PayslipList } from './payslip-list';
export type { PayslipListProps } from './payslip-list';
export { PayRateList } from './pay-rate-list';
export type { PayRateListProps } from './pay-rate-list';
export { OpenPaySummary, payStyles } from './open-pay-summary';
export { SpeedForecast } from './speed-forecast';
export type { SpeedForecastProps } from './speed-forecast';
export type { OpenPaySummaryProps } from './open-pay-summary';
