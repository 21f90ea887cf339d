import { ofetch } from 'ofetch';
import { coreMessages as messages } from '../messages/core';
import { errorCodeOf, errorText, messageText, networkErrorText, type ApiResult } from './result';
import type { ErrorCode } from '../errorCodes';
import { noteServerDate } from './file-signing';

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` or `https://school.example/api`. */
  baseURL: string;
  /** The bearer token of the signed-in person, read at every call. */
  getToken?: () => string | null | undefined;
  /**
   * Called when the session is over: the server answers 440 'session expired', or 401 to a call
   * made with a token (the session was ended elsewhere: logout on another device, the account
   * frozen, the session purged). Not for calls without a token (a wrong password at sign-in
   * stays that call's own error), nor when the token changed meanwhile (signed out or in again).
   */
  onSessionExpired?: () => void;
  /** Request timeout in ms. @default 5000 */
  timeoutMs?: number;
  /** Swap the fetch implementation (tests). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * The language the person reads now, as the host says it (the portal's and the embed's provider
   * language), sent as `Accept-Language` so that the server's own texts (errors, messages) are in
   * it for a visitor too (issue 38). Read at every call. @default 'en'
   */
  getLanguage?: () => string;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The one status that means success. @default 200 (201 for creates) */
  success?: number;
  body?: unknown;
  query?: Query;
  /** Sends the bearer token. @default true */
  auth?: boolean;
  /** Reports upload progress (0 to 1) of a FormData body; uses XMLHttpRequest where it exists. */
  onUploadProgress?: (fraction: number) => void;
  /** Keeps a failed response's body as `body` (per-row errors of an import). @default false */
  keepErrorBody?: boolean;
  /** Reports a 401/440 to `onSessionExpired`; false for logout, whose 401 means "already signed out". @default true */
  sessionEndNotice?: boolean;
  /** Lets the request outlive the page (fetch `keepalive`): a report sent while the page unloads. @default false */
  keepalive?: boolean;
  /** A file to download (`data` is a Blob; a failure's JSON body is still read for its error). @default 'json' */
  responseType?: 'json' | 'blob';
  /** This call's timeout in ms (a download the server builds for seconds). @default the client's timeoutMs */
  timeoutMs?: number;
}

export type Caller = <T>(spec: CallSpec) => Promise<ApiResult<T>>;

/** Builds the one function every client method goes through, so the spec's response rules live in one place. */
export function createCaller(options: ApiClientOptions): Caller {
  const timeoutMs = options.timeoutMs ?? 5000;
  const base = options.baseURL.replace(/\/+$/, '');
  const fetcher = ofetch.create(
    { retry: 0, timeout: timeoutMs, ignoreResponseError: true },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  return async function call<T>(spec: CallSpec): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {};
    const token = spec.auth === false ? null : options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    headers['Accept-Language'] = options.getLanguage?.() ?? 'en';
    const query = spec.query
      ? Object.fromEntries(Object.entries(spec.query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
      : undefined;
    const url = `${base}/${spec.path.replace(/^\/+/, '')}`;
    // One user action, one key: the retries below send the same one, so the server runs it once
    // (issue 36, decision 173).
    const retried = spec.method === 'POST' && !spec.keepalive;
    if (retried) headers['Idempotency-Key'] = newIdempotencyKey();
    let response: { status: number; _data?: unknown; headers?: Headers };
    for (let attempt = 1; ; attempt++) {
      try {
        response =
          spec.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
            ? await sendWithProgress(url, spec, headers, UPLOAD_TIMEOUT_MS)
            : await fetcher.raw(url, {
                method: spec.method,
                headers,
                query,
                body: spec.body as BodyInit | Record<string, unknown> | undefined,
                responseType: spec.responseType ?? 'json',
                ...(spec.keepalive ? { keepalive: true } : {}),
                ...(spec.timeoutMs ? { timeout: spec.timeoutMs } : {}),
              });
      } catch (error) {
        if (retried && attempt < POST_TRIES) {
          await pause(retryDelayMs(attempt, null));
          continue;
        }
        return { ok: false, status: 0, error: networkErrorText(error, timeoutMs), code: 'network' };
      }
      if (!(retried && attempt < POST_TRIES && sentAgainAfter(response))) break;
      await pause(retryDelayMs(attempt, response.headers?.get?.('retry-after') ?? null));
    }
    const status = response.status;
    // File URLs are signed with the server's clock (client/file-signing.ts), read from its Date header.
    noteServerDate(response.headers?.get?.('date'));
    const success = spec.success ?? (spec.method === 'POST' ? 201 : 200);
    const body: unknown = status !== success && spec.responseType === 'blob' ? await blobJson(response._data) : response._data;
    if (status === success) return { ok: true, status, data: body as T, message: messageText(body) };
    const error = status >= 500 && !hasError(body) ? messages.serverError : errorText(body);
    const code = errorCodeOf(body, status);
    if (spec.sessionEndNotice !== false && endsSession(status, code, token) && options.getToken?.() === token) options.onSessionExpired?.();
    return spec.keepErrorBody ? { ok: false, status, error, code, body } : { ok: false, status, error, code };
  };
}

/** The JSON of a failed download's body (`{ error, code }`), or nothing. */
async function blobJson(data: unknown): Promise<unknown> {
  try {
    return data instanceof Blob ? JSON.parse(await data.text()) : data;
  } catch {
    return undefined;
  }
}

// ─── A POST sent again (issue 36, decision 173) ──────────────────────────────────────────────
// No answer (the network, a timeout), a proxy's 502/504 (the instance died), a busy 503, or the
// server's 409 `in_progress` (the first send is still being handled): the same request with the
// same Idempotency-Key, after the answer's Retry-After (at most 5 s) or a short pause, up to
// POST_TRIES sends in all. The server answers a repeat with the first answer, never a second write.

/** Sends of one POST at most. */
export const POST_TRIES = 3;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A new Idempotency-Key (random; crypto.randomUUID is missing outside secure contexts). */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

function sentAgainAfter(response: { status: number; _data?: unknown }): boolean {
  if (response.status === 502 || response.status === 503 || response.status === 504) return true;
  return response.status === 409 && errorCodeOf(response._data, 409) === 'in_progress';
}

/** Retry-After in seconds (at most 5), else 300 ms more for each send so far. */
export function retryDelayMs(attempt: number, retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  return retryAfter !== null && Number.isFinite(seconds) && seconds >= 0 ? Math.min(5, seconds) * 1000 : 300 * attempt;
}

/** Uploads of several files get longer than a read: 2 minutes (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** fetch cannot report upload progress; XMLHttpRequest can. Same result shape as ofetch.raw. */
function sendWithProgress(url: string, spec: CallSpec, headers: Record<string, string>, timeoutMs: number) {
  return new Promise<{ status: number; _data?: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(spec.method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (e) => e.lengthComputable && spec.onUploadProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      spec.onUploadProgress?.(1);
      resolve({ status: xhr.status, _data: data });
    };
    xhr.onerror = () => reject(new Error('Network Error'));
    xhr.ontimeout = () => reject(Object.assign(new Error(`timeout of ${timeoutMs}ms exceeded`), { name: 'TimeoutError' }));
    xhr.send(spec.body as XMLHttpRequestBodyInit);
  });
}

/** 440 'session expired', or 401 to a call that carried a token: the session is over (by code, never by text). */
function endsSession(status: number, code: ErrorCode, token: string | null | undefined): boolean {
  if (code === 'session_expired') return true;
  return status === 401 && code === 'unauthorized' && !!token;
}

function hasError(body: unknown): boolean {
  return !!body && typeof body === 'object' && ('error' in body || 'errors' in body);
}
