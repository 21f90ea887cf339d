// Languages and calendars for hosts. Issue 38 (decision 220): SchoolIntlProvider gives the widgets
// their language; the folders not yet moved to it still read decision 60's live catalogue, set by
// LanguageProvider, and watchTranslations(root) rewrites texts they captured in English. Hosts
// render both, with the same language, until the last folder has moved.
export { SchoolIntlProvider, type SchoolIntlProviderProps } from '../shared/intl/SchoolIntlProvider';
// The hooks, for a host's own texts (the portal's shell, the embed's) once they move (decision 220).
export { useFormat, useReader, type Texts } from '../shared/intl/texts';
export { useMessages, useTexts } from '../shared/intl/useMessages';
// The reader's language and calendar without the engine (the embed's own texts pick their twin by it).
export { useSchoolIntlState } from '../shared/intl/state';
export { usePublicMessages, usePublicFill, usePublicTexts, useFormMessages, useFormTexts } from '../shared/intl/usePublicMessages';
export { LanguageProvider, useLanguage, type LanguageProviderProps } from '../shared/i18n';
export { translateTree, watchTranslations } from '../shared/translateTree';
export { formatDate, formatDateBoth, formatDateIn, formatDateTime, formatLongDate } from '../shared/format';
