import { errorCodeForStatus, type ErrorCode } from '@school/api/schemas';
import { everyText, inReaderLanguage, messages } from '../i18n';

/**
 * An expected failure: the status, the catalogue text a person reads (`error`, also the spec's
 * `errors` list) and the stable machine `code` clients branch on (issue 20). Without a code the
 * status and the text name it (`codeOf`).
 */
export class HttpError extends Error {
  public readonly code: ErrorCode;
  constructor(
    public readonly statusCode: number,
    message: string,
    code?: ErrorCode,
    /** One text per failed field, when there are several (validation). */
    public readonly list: string[] = [message],
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? codeOf(statusCode, message);
  }
}

/**
 * Refusals whose catalogue text has a code of its own. Thrown all over the server with the text
 * alone (`forbidden(messages.accountFrozen)`), so the code is given here, once, by the text, in
 * whichever language it was made (the reader's: i18n/).
 */
const specificCodes = new Map<string, ErrorCode>(
  (
    [
      ['wrongCredentials', 'wrong_credentials'],
      ['accountFrozen', 'account_frozen'],
      ['changePasswordFirst', 'change_password_first'],
      ['applicantNotApproved', 'applicant_not_approved'],
      ['noReportReleased', 'no_report_released'],
      ['examResultNotAnnounced', 'not_announced'],
      ['recordConflict', 'conflict'],
    ] as const
  ).flatMap(([key, code]) => everyText(key).map((text) => [text, code] as const)),
);

/** The code of a failure: a specific one for the texts above, else the status's. */
export function codeOf(statusCode: number, message: string): ErrorCode {
  return specificCodes.get(message) ?? errorCodeForStatus(statusCode);
}

/** The body of every failure: `{ error, errors, code }` (spec 002 §8 plus the code). */
export const errorBody = (err: HttpError) => ({
  // A text fixed in English at load (a schema's own message) reads in the reader's language too.
  error: inReaderLanguage(err.message),
  errors: err.list.map(inReaderLanguage),
  code: err.code,
});

export const badRequest = (msg: string = messages.invalidData, code?: ErrorCode) => new HttpError(400, msg, code);
export const conflict = (msg: string = messages.recordConflict) => new HttpError(400, msg, 'conflict');
export const unauthorized = () => new HttpError(401, messages.unauthorized);
export const sessionExpired = () => new HttpError(440, messages.sessionExpired);
export const forbidden = (msg: string = messages.forbidden) => new HttpError(403, msg);
export const notFound = (msg: string = messages.notFound) => new HttpError(404, msg);
