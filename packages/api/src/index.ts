// @school/api: the contract (schemas), the typed client, file URLs and session storage.
export * from './schemas';
export { messages, type MessageKey } from './messages';
export {
  englishMessages,
  englishPublicMessages,
  englishFormMessages,
  type Messages,
  type PublicMessages,
  type FormMessages,
} from './messages/english';
export {
  calendars,
  isCalendar,
  languageNames,
  type Calendar,
  formatMessage,
  isLanguage,
  languages,
  loadCatalogue,
  loadedCatalogue,
  localeOf,
  matchingBrace,
  type Catalogue,
  type Language,
  type OfferedLanguage,
} from './messages/i18n';
export { pseudoText, pseudoCatalogue, PSEUDO_OPEN, PSEUDO_CLOSE } from './messages/pseudo';
export { publicMessages } from './messages/public';
export { formMessages } from './messages/forms';
export {
  createApiClient,
  buildFileUrl,
  type ApiClient,
  type ApiClientOptions,
  type CallSpec,
  type FileKind,
  type Query,
  type RosterFailure,
  type RosterResult,
} from './client';
export type { SubmissionInput, QuestionnaireAnswerInput } from './client';
export type { ApiResult, ApiFailure } from './client/result';
export { failureCode, errorCodeOf } from './client/result';
export { createFakeApi, fakeOk, fakeFail, type FakeApiOverrides } from './fake';
export { createSessionStore, SESSION_MS, type SessionStore, type StoredSession, type SessionStorageTarget } from './session';
export { homePathFor, settingsPathFor, changePasswordPathFor, landingPathFor } from './routing';
export {
  createLiveClient,
  createFakeLive,
  newClientId,
  type LiveClient,
  type LiveClientOptions,
  type LiveEvents,
  type LiveEventName,
  type LiveState,
  type PendingMessage,
  type FakeLive,
  type FakeLiveOptions,
} from './live';
