// The contract: every entity, request and response schema, per domain of the spec.
export * from './common';
export * from './errors';
export * from './auth';
export * from './users';
export * from './public';
export * from './dashboard';
export * from './content';
// The news HTML policy lives outside schemas/ so the embed's news chunk does not pull the forms chunk.
export * from '../content/newsHtml';
export * from './admissions/application';
export * from './academics';
export * from './teachers';
export * from './students';
export * from './admissions/review';
export * from './teaching';
export * from './exams';
export * from './gradeReports';
export * from './gradeReportViews';
export * from './gradeMath';
export * from './communication';
export * from './permissions';
export * from './roster';
// The server may import only this entry point, so the message catalogue is re-exported here.
export { messages, type MessageKey } from '../messages';
export { formatMessage, isLanguage, languages, localeOf, type Language, type OfferedLanguage } from '../messages/i18n';
// The server answers in the reader's language (issue 38): both catalogues, by key.
export { amMessages } from '../messages/am/index';
export * from './calendar';
export * from './audit';
