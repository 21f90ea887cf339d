// The widgets' languages (issue 38, decision 220): SchoolIntlProvider at the host, and in a widget
// `const { messages, fill } = useTexts();` (or useMessages / useFill / useFormat) in place of the
// module imports of `messages`, `fill` and the date functions.
export { SchoolIntlProvider, type SchoolIntlProviderProps } from './SchoolIntlProvider';
export { useFill, useFormat, useReader, type Fill, type Texts } from './texts';
export { useMessages, useTexts, useFormatMessage, useSchoolIntl, textsIn } from './useMessages';
export { usePublicMessages, usePublicFill, usePublicDate, usePublicTexts, useFormMessages, useFormTexts } from './usePublicMessages';
export type { FillValues } from './engine';
