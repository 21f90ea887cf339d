// Languages and calendars for hosts. Issue 38 (decisions 220, 265): SchoolIntlProvider gives the
// widgets and the hosts' own texts their language; a host renders it alone (decision 60's
// LanguageProvider, its live catalogue and its DOM net are gone).
export { SchoolIntlProvider, type SchoolIntlProviderProps } from '../shared/intl/SchoolIntlProvider';
// The hooks, for a host's own texts (the portal's shell, the embed's).
export { useFormat, useReader, type Texts } from '../shared/intl/texts';
export { useMessages, useTexts } from '../shared/intl/useMessages';
// The reader's language and calendar without the engine (the embed's own texts pick their twin by it).
export { useSchoolIntlState } from '../shared/intl/state';
export { usePublicMessages, usePublicFill, usePublicTexts, useFormMessages, useFormTexts } from '../shared/intl/usePublicMessages';
