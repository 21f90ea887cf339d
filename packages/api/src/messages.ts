/**
 * The message catalogue: every fixed text the product shows about the school's data, in one
 * place so a school can reword or translate it. Plain misspellings of the original client are
 * corrected here (spec README: "successfuly" becomes "successfully").
 * UI chrome texts (Refresh, Cancel, ...) live in @school/ui's `uiMessages`.
 */
export const messages = {
  // sign-in and session
  idRequired: 'ID is required',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',
  confirmPasswordMismatch: 'Confirm password must match with the new password',
  passwordLength: 'Password must be 8 to 15 characters',
  passwordSameAsCurrent: 'The new password must differ from the current one',
  wrongCredentials: 'Invalid ID or password',
  wrongCurrentPassword: 'Current password is incorrect',
  accountFrozen: 'This account is frozen, please contact the school office',
  loginSuccess: 'successfully login',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'successfully logged out',
  sessionExpired: 'session expired',
  sessionExpiredOverlay: 'Your session has expired. Please log in again.',
  unauthorized: 'unauthorized',
  forbidden: 'you do not have permission for this',
  notFound: 'not found',
  tooManyRequests: 'Too many attempts, please wait a minute and try again',
  invalidData: 'invalid data',
  poorConnection: 'poor connection',
  serverError: 'Something went wrong on the server, please try again',
  loading: 'loading ...',
  loggingIn: 'logging in ...',
  // generic outcomes
  added: 'successfully added',
  updated: 'successfully updated',
  deleted: 'successfully deleted',
  loaded: 'successfully loaded',
  // validation (shared by forms and the server)
  invalidEmail: 'Invalid email',
  emailRequired: 'Email is required',
} as const;

export type MessageKey = keyof typeof messages;
