// @school/ui — the design system. Every export is listed by name.

// ─── Theme, providers, messages ──────────────────────────────────────────────
export { theme, tokens, mergeTheme, cssVarName, themeToCssVars, GlobalStyle, ThemeProvider } from './theme';
export type { Theme, ThemeOverrides, ThemeProviderProps } from './theme';
export { UiProvider, useUiMessages, usePortalContainer } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
export { uiMessages } from './messages';
export { uiMessagesAm } from './messages.am';
export * from './icons';
export type { UiMessages } from './messages';
export { UiTestProvider } from './testing';
export type { UiTestProviderProps } from './testing';
export { createStrictContext } from './internal/createContext';
export { VisuallyHidden } from './internal/VisuallyHidden';
export { focusRing } from './internal/focus';

// ─── Layout ──────────────────────────────────────────────────────────────────
export { Stack } from './Stack';
export type { StackProps, StackGap, StackAlign, StackJustify } from './Stack';
export { ScrollBox, ScrollTable } from './ScrollBox';
export type { ScrollBoxProps, ScrollTableProps } from './ScrollBox';
export { Heading } from './Heading';
export type { HeadingProps, HeadingLevel } from './Heading';
export { Text } from './Text';
export type { TextProps, TextTone } from './Text';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';

// ─── Actions ─────────────────────────────────────────────────────────────────
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';

// ─── Form controls ───────────────────────────────────────────────────────────
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export { TimeField } from './TimeField';
export type { TimeFieldProps } from './TimeField';
export { FileInput } from './FileInput';
export type { FileInputProps } from './FileInput';
export { Form, useZodForm, FormTextField, FormPasswordField, FormDateField, FormSelect, FormCheckbox, FormSubmitButton } from './Form';
export type {
  FormProps,
  ZodFormOptions,
  ValidationText,
  FormFieldName,
  FormTextFieldProps,
  FormPasswordFieldProps,
  FormDateFieldProps,
  FormSelectProps,
  FormCheckboxProps,
  FormSubmitButtonProps,
} from './Form';

// ─── Overlays and navigation ─────────────────────────────────────────────────
export { Dialog, DialogClose, DialogFooter } from './Dialog';
export type { DialogProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Tabs } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
export { Stepper, stepStateOf } from './Stepper';
export type { StepperProps, StepItem, StepState } from './Stepper';
export { Pagination, pageItems } from './Pagination';
export type { PaginationProps, PageItem } from './Pagination';

// ─── Data display ────────────────────────────────────────────────────────────
export { DataTable, dataTableFeatures, dataTableColumnHelper, useListState, nextListState, listStateOf, useSettledText } from './DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableFeatures,
  DataTableServerMode,
  DataTableState,
  DataTableSort,
  UseListStateOptions,
} from './DataTable';
export { Card } from './Card';
export type { CardProps } from './Card';
export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export { Chip } from './Chip';
export type { ChipProps, Tone } from './Chip';
export { Avatar, initials } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { TimerRing, formatRemaining } from './TimerRing';
export type { TimerRingProps } from './TimerRing';
export { FileViewer, viewableKindOf } from './FileViewer';
export type { FileViewerProps, ViewableKind } from './FileViewer';
export { LineChart } from './LineChart';
export type { LineChartProps } from './LineChart';
export { PieChart } from './PieChart';
export type { PieChartProps } from './PieChart';
export type { ChartDatum } from './internal/chartGeometry';

// ─── Feedback ────────────────────────────────────────────────────────────────
export { ToastProvider, useToasts, addToast, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './Toasts';
export type { ToastProviderProps, ToastsApi, Toast, ToastKind } from './Toasts';
export { Alert } from './Alert';
export type { AlertProps } from './Alert';
export { LoadingState } from './LoadingState';
export type { LoadingStateProps } from './LoadingState';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';

// ─── Export helpers ──────────────────────────────────────────────────────────
export { toCsv, exportCellText, downloadCsv, downloadXlsx, downloadBlob, DEFAULT_CSV_FILE_NAME, DEFAULT_XLSX_FILE_NAME } from './export';
export type { ExportColumn, ExportRequest } from './export';
