// Languages and calendars for hosts (issue 19): wrap the widgets in LanguageProvider; while the
// language is not English, watchTranslations(root) rewrites texts captured in English.
export { LanguageProvider, useLanguage, type LanguageProviderProps } from '../shared/i18n';
export { translateTree, watchTranslations } from '../shared/translateTree';
export { formatDate, formatDateBoth, formatDateIn, formatDateTime, formatLongDate } from '../shared/format';
