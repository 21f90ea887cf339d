// The server's languages (issue 38): texts in the reader's language, through FormatJS.
export { messages, fillIn, intlOf, textOf, everyText, inReaderLanguage, storedTextInReaderLanguage } from './catalogue';
export { readerLanguage, inLanguage, languageFromHeader, runAsReader } from './reader';
export { installReaderLanguage } from './hooks';
