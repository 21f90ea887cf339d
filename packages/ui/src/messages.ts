// ─── UI message catalogue ───────────────────────────────────────────────────
// Every fixed, user-facing text of @school/ui lives here. Components read it
// through `useUiMessages()`; a host overrides any subset once:
//   <UiProvider messages={{ noData: 'Aucune donnée' }}>…</UiProvider>
// (UiProvider also wraps the ThemeProvider, so it is the one provider a host needs.)

/** Default UI chrome texts. */
export const uiMessages = {
  noData: 'No Data Available',
  refresh: 'Refresh',
  search: 'Search',
  rowsPerPage: 'Rows per page',
  cancel: 'Cancel',
  confirm: 'Confirm',
  loading: 'Loading…',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  exportCsv: 'Export CSV',
  exportExcel: 'Export Excel',
  back: 'Back',
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
  pagination: 'Pagination',
  confirmDefault: 'are you sure?? please cancel it if you are not',
  confirmFailed: 'Something went wrong. Please try again.',
  chooseFile: 'Choose file',
  chooseFiles: 'Choose files',
  noFileChosen: 'No file chosen',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  remove: 'Remove',
  required: 'required',
  chartDataTable: 'Data',
  chartLabel: 'Label',
  chartValue: 'Value',
  sortAscending: 'sorted ascending',
  sortDescending: 'sorted descending',
  /** Used as `pageLabel(3)` → "Page 3". */
  page: 'Page',
  /** Shown as "{from}–{to} of {total}". */
  of: 'of',
  fileFormatNotSupported: 'File format not supported',
  /** {status} and {statusText} of the failed response. */
  fileFetchError: 'Error: {status} {statusText}',
  fileFetchFailed: 'Error fetching the file.',
} as const;

/** The message catalogue's shape. */
export type UiMessages = { [K in keyof typeof uiMessages]: string };
