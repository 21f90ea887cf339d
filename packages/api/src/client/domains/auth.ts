import type {
  AccountSessionsResponse,
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageBody,
  PreferencesRequest,
  PreferencesResponse,
} from '../../schemas';
import type { Caller } from '../core';

export const authApi = (call: Caller) => ({
  /** POST login; 200 with the token and the user. */
  login: (body: LoginRequest) => call<LoginResponse>({ method: 'POST', path: 'login', body, success: 200, auth: false }),
  /** POST logout; ends the session on the server too. */
  logout: () => call<MessageBody>({ method: 'POST', path: 'logout', success: 200, sessionEndNotice: false }),
  /** PUT changepassword; clears the temporary-password flag. */
  changePassword: (body: ChangePasswordRequest) => call<MessageBody>({ method: 'PUT', path: 'changepassword', body, success: 200 }),
  /** GET sessions (issue 36): the caller's own signed-in sessions, newest first. */
  sessions: () => call<AccountSessionsResponse>({ method: 'GET', path: 'sessions' }),
  /** DELETE sessions/{id}: ends one of the caller's own sessions (its sockets close at once). */
  endSession: (id: string) => call<MessageBody>({ method: 'DELETE', path: `sessions/${encodeURIComponent(id)}` }),
  /** DELETE sessions: signs the caller out everywhere, this session included. */
  endAllSessions: () => call<MessageBody>({ method: 'DELETE', path: 'sessions', query: { everywhere: 'true' }, sessionEndNotice: false }),
  /** PUT preferences (issue 19): the caller's language and calendar; answers the updated session user. */
  setPreferences: (body: PreferencesRequest) => call<PreferencesResponse>({ method: 'PUT', path: 'preferences', body, success: 200 }),
});
