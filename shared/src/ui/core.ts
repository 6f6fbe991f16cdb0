/**
 * The light part of the UI kit: controls, fields, states and layout pieces, with no
 * dialog/popover library and no schema library behind them. A screen on the first load
 * (the sign-in form) imports from here; `@studydesk/shared/ui` is this plus Dialog,
 * Popover, PictureField, DataTable, DateField, and MonthSelector and SearchBox (which bring
 * the dates (dayjs) and the domain constants: a shared entry point keeps every export, so
 * anything here is on the sign-in path).
 */
export { cx } from './class-names';
export { Button, IconButton } from './button';
export type { ButtonProps, ButtonVariant, ButtonSize, IconButtonProps } from './button';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { VisuallyHidden } from './visually-hidden';
export { FieldFrame, fieldStyles, splitFieldProps } from './field';
export type { FieldControlProps, FieldFrameProps, FieldProps } from './field';
export { EmailField, TextField, TextAreaField } from './text-field';
export type { EmailFieldProps, TextFieldProps, TextAreaFieldProps } from './text-field';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Switch } from './switch';
export type { SwitchProps } from './switch';
export { SegmentedControl } from './segmented-control';
export type { SegmentedControlProps, SegmentOption } from './segmented-control';
export { useDebouncedCallback } from './use-debounced-callback';
export { lazyWhenIdle, useIdleAfter, whenIdle } from './use-when-idle';
export type { Debounced } from './use-debounced-callback';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { ErrorState } from './error-state';
export type { ErrorStateProps } from './error-state';
export { LoadingState } from './loading-state';
export type { LoadingStateProps } from './loading-state';
export { ResourceContent } from './resource-content';
export type { ResourceContentProps } from './resource-content';
export { Avatar, avatarTone, AVATAR_TONES } from './avatar';
export type { AvatarProps } from './avatar';
export { Badge } from './badge';
export type { BadgeProps, BadgeTone } from './badge';
export { Card } from './card';
export type { CardProps } from './card';
export { Page, SectionNav, sectionClass } from './page';
export type { PageProps, SectionNavProps } from './page';
export { PageHeader } from './page-header';
export type { ResourceState } from './resource-state';
export { getSchoolName, loadPublicSchoolName, pageTitle, setSchoolName, usePageTitle } from './page-title';
export type { PageHeaderProps } from './page-header';
export { FormError, FormNotice, FormSubmit, formStyles } from './form-layout';
export { textStyles } from './text-styles';
export { layoutStyles } from './layout-styles';
export { Fact } from './fact';
export type { FactProps } from './fact';
export type { FormErrorProps, FormSubmitProps } from './form-layout';
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
export { initialSections, isSectionOpen, sectionsReducer } from './sections';
export type { SectionsAction, SectionsState } from './sections';
