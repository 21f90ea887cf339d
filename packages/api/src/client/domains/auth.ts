import type {
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
  /** PUT preferences (issue 19): the caller's language and calendar; answers the updated session user. */
  setPreferences: (body: PreferencesRequest) => call<PreferencesResponse>({ method: 'PUT', path: 'preferences', body, success: 200 }),
});
