import { messages } from '@school/api/schemas';

/** An expected failure with the status and `{ error }` text the client shows. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string = messages.invalidData) => new HttpError(400, msg);
export const unauthorized = () => new HttpError(401, messages.unauthorized);
export const sessionExpired = () => new HttpError(440, messages.sessionExpired);
export const forbidden = (msg: string = messages.forbidden) => new HttpError(403, msg);
export const notFound = (msg: string = messages.notFound) => new HttpError(404, msg);
