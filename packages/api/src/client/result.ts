import { coreMessages as messages } from '../messages/core';
import { errorCodeForStatus, errorCodes, type ErrorCode } from '../errorCodes';

/** Every call resolves to one of these; a call never throws (spec 002 §8). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; message: string }
  | {
      ok: false;
      status: number;
      error: string;
      /** The machine code to branch on (never the text); `failureCode` reads it with its fallback. */
      code?: ErrorCode;
      /** Only for calls made with `keepErrorBody`. */
      body?: unknown;
    };

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/** Reads the error text of a failed response body: `error`, else `errors`, joined with ', '. */
export function errorText(body: unknown): string {
  const pick = (value: unknown): string | undefined => {
    if (typeof value === 'string' && value.trim()) return value;
    if (Array.isArray(value)) {
      const parts = value
        .map((item) => (typeof item === 'string' ? item : (item as { message?: string } | null)?.message))
        .filter((item): item is string => typeof item === 'string' && item.length > 0);
      return parts.length ? parts.join(', ') : undefined;
    }
    return undefined;
  };
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; errors?: unknown };
    return pick(b.error) ?? pick(b.errors) ?? messages.invalidData;
  }
  return pick(body) ?? messages.invalidData;
}

/** Turns a thrown fetch failure into the text a person sees: timeouts read 'poor connection'. */
export function networkErrorText(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { name?: string } } | undefined;
  const text = e?.message ?? String(error);
  const isTimeout =
    e?.name === 'TimeoutError' ||
    e?.cause?.name === 'TimeoutError' ||
    text.includes(`timeout of ${timeoutMs}ms exceeded`) ||
    /aborted due to timeout/i.test(text);
  return isTimeout ? messages.poorConnection : text || messages.poorConnection;
}

/** The success message of a body, or '' when it has none. */
export function messageText(body: unknown): string {
  const m = (body as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : '';
}

/** The body's machine `code`, or the one its status stands for (an older server sends none). */
export function errorCodeOf(body: unknown, status: number): ErrorCode {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : errorCodeForStatus(status);
}

/** The code of a failure, for widgets and hosts to branch on (issue 20: never on the text). */
export const failureCode = (failure: { status: number; code?: ErrorCode }): ErrorCode => failure.code ?? errorCodeForStatus(failure.status);
