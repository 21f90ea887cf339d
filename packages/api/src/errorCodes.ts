// ─── The machine codes of the error contract (issue 20) ─────────────────────────────────────
// Every failed answer is `{ error, errors, code }`: `error` the catalogue text a person reads,
// `errors` the spec's list (the same text, or one per field), `code` a stable machine word that
// clients branch on. Texts may be reworded or translated; codes never change. No zod here: the
// client's first chunk reads these (schemas/errors.ts builds the zod enum from them).

export const errorCodes = [
  /** 400: the input broke a rule (a field, a range, a format). */
  'invalid_input',
  /** 400 or 409: the write clashes with what exists (a unique name, a grade slot with another source, a record in use). */
  'conflict',
  /** 401: no session, or a token the server does not know. */
  'unauthorized',
  /** 401: login with a wrong ID or password. */
  'wrong_credentials',
  /** 440: the session is over (expired, ended elsewhere): sign in again. */
  'session_expired',
  /** 403: the role or ownership does not allow this. */
  'forbidden',
  /** 403: the account is frozen. */
  'account_frozen',
  /** 403: a temporary password must be changed first. */
  'change_password_first',
  /** 403: an applicant not approved yet. */
  'applicant_not_approved',
  /** 403: the grade report is not released to this person yet. */
  'no_report_released',
  /** 403: an exam's result is not announced yet. */
  'not_announced',
  /** 404: no such record (or not one this person may know of). */
  'not_found',
  /** 408: the body took too long to arrive. */
  'request_timeout',
  /** 409: the moment has passed (an exam's time is over). */
  'too_late',
  /** 409: another tab or device took the exam attempt over (decision 150); this page stops. */
  'taken_over',
  /** 413: the body or a file is too large. */
  'too_large',
  /** 429: too many attempts. */
  'too_many_requests',
  /** 409: a request with this Idempotency-Key is still being handled (or its outcome is unknown). */
  'in_progress',
  /** 503: the server is too busy for this now; try again after the answer's Retry-After. */
  'busy',
  /** 5xx: a fault on the server. */
  'server_error',
  /** 0: no answer (network, timeout); only clients use it. */
  'network',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The code an answer without one (an older server, a proxy) stands for, by its status. */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 0) return 'network';
  if (status === 401) return 'unauthorized';
  if (status === 440) return 'session_expired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 408) return 'request_timeout';
  if (status === 409) return 'too_late';
  if (status === 413) return 'too_large';
  if (status === 429) return 'too_many_requests';
  if (status >= 500) return 'server_error';
  return 'invalid_input';
}
