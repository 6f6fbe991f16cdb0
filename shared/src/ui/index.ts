export { cx } from './class-names';
export { Button, IconButton } from './button';
export type { ButtonProps, ButtonVariant, ButtonSize, IconButtonProps } from './button';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { VisuallyHidden } from './visually-hidden';
export { FieldFrame } from './field';
export type { FieldFrameProps } from './field';
export { TextField, TextAreaField } from './text-field';
export type { TextFieldProps, TextAreaFieldProps } from './text-field';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Switch } from './switch';
export type { SwitchProps } from './switch';
export { SegmentedControl } from './segmented-control';
export type { SegmentedControlProps, SegmentOption } from './segmented-control';
export { SearchBox } from './search-box';
export type { SearchBoxProps } from './search-box';
export { useDebouncedCallback } from './use-debounced-callback';
export type { Debounced } from './use-debounced-callback';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { ErrorState } from './error-state';
export type { ErrorStateProps } from './error-state';
export { Avatar, avatarTone, AVATAR_TONES } from './avatar';
export type { AvatarProps } from './avatar';
export { Badge } from './badge';
export type { BadgeProps, BadgeTone } from './badge';
export { Card } from './card';
export type { CardProps } from './card';
export { PageHeader } from './page-header';
export type { PageHeaderProps } from './page-header';
export { Dialog, DialogClose } from './dialog';
export type { DialogProps } from './dialog';
export { Popover, PopoverClose, PopoverAnchor } from './popover';
export type { PopoverProps } from './popover';
export { FormError, formStyles } from './form-layout';
export type { FormErrorProps } from './form-layout';
export { PictureField } from './picture-field';
export type { PictureFieldProps } from './picture-field';
export { DateField } from './date-field';
export type { DateFieldProps } from './date-field';
export { MonthSelector } from './month-selector';
export type { MonthSelectorProps } from './month-selector';
export {
  SearchIcon,
  CloseIcon,
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  SortAscendingIcon,
  SortDescendingIcon,
  AlertIcon,
  InboxIcon,
} from './icons';
export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps, DataTableSelection, SortOption, RowKey } from './data-table';
export { initialSections, isSectionOpen, sectionsReducer } from './sections';
export type { SectionsAction, SectionsState } from './sections';
