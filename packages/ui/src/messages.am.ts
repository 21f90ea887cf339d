import type { UiMessages } from './messages';

/**
 * Amharic twin of `uiMessages` (issue 19; awaiting the school's review, docs/decisions/0060-amharic-catalogue-plurals-and-languages.md).
 * A host passes it to `<UiProvider messages={uiMessagesAm}>` when the language is Amharic.
 */
export const uiMessagesAm: UiMessages = {
  noData: 'ምንም መረጃ የለም',
  refresh: 'አድስ',
  search: 'ፈልግ',
  rowsPerPage: 'ረድፎች በገጽ',
  cancel: 'ተው',
  confirm: 'አረጋግጥ',
  loading: 'በመጫን ላይ…',
  showPassword: 'የይለፍ ቃሉን አሳይ',
  hidePassword: 'የይለፍ ቃሉን ደብቅ',
  exportCsv: 'ወደ CSV አውጣ',
  exportExcel: 'ወደ Excel አውጣ',
  back: 'ተመለስ',
  previous: 'ያለፈው',
  next: 'ቀጣይ',
  close: 'ዝጋ',
  pagination: 'ገጾች',
  confirmDefault: 'እርግጠኛ ነዎት? ካልሆኑ እባክዎ ይተዉት',
  confirmFailed: 'ችግር ተፈጥሯል። እባክዎ እንደገና ይሞክሩ።',
  chooseFile: 'ፋይል ይምረጡ',
  chooseFiles: 'ፋይሎች ይምረጡ',
  noFileChosen: 'ምንም ፋይል አልተመረጠም',
  notifications: 'ማሳወቂያዎች',
  dismiss: 'አሰናብት',
  remove: 'አስወግድ',
  required: 'የግድ',
  chartDataTable: 'መረጃ',
  chartLabel: 'መለያ',
  chartValue: 'ዋጋ',
  sortAscending: 'ከትንሽ ወደ ትልቅ ተደርድሯል',
  sortDescending: 'ከትልቅ ወደ ትንሽ ተደርድሯል',
  page: 'ገጽ',
  of: 'ከ',
  fileFormatNotSupported: 'የፋይሉ ቅርጸት አይደገፍም',
  fileFetchError: 'ስህተት፦ {status} {statusText}',
  fileFetchFailed: 'ፋይሉን ማምጣት አልተቻለም።',
};
