// @school/api: the contract (schemas), the typed client, file URLs and session storage.
export * from './schemas';
export { messages, type MessageKey } from './messages';
export { createApiClient, buildFileUrl, type ApiClient, type ApiClientOptions, type CallSpec, type FileKind, type Query } from './client';
export type { ApiResult, ApiFailure } from './client/result';
export { createFakeApi, fakeOk, fakeFail, type FakeApiOverrides } from './fake';
export { createSessionStore, SESSION_MS, type SessionStore, type StoredSession, type SessionStorageTarget } from './session';
export { homePathFor, changePasswordPathFor, landingPathFor } from './routing';
