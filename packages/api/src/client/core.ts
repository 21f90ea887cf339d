import { ofetch } from 'ofetch';
import { messages } from '../messages';
import { errorText, messageText, networkErrorText, type ApiResult } from './result';

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` or `https://school.example/api`. */
  baseURL: string;
  /** The bearer token of the signed-in person, read at every call. */
  getToken?: () => string | null | undefined;
  /** Called when the server answers 440 'session expired'. */
  onSessionExpired?: () => void;
  /** Request timeout in ms. @default 5000 */
  timeoutMs?: number;
  /** Swap the fetch implementation (tests). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
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
    const query = spec.query
      ? Object.fromEntries(Object.entries(spec.query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
      : undefined;
    let response;
    try {
      response = await fetcher.raw(`${base}/${spec.path.replace(/^\/+/, '')}`, {
        method: spec.method,
        headers,
        query,
        body: spec.body as BodyInit | Record<string, unknown> | undefined,
        responseType: 'json',
      });
    } catch (error) {
      return { ok: false, status: 0, error: networkErrorText(error, timeoutMs) };
    }
    const status = response.status;
    const body: unknown = response._data;
    const success = spec.success ?? (spec.method === 'POST' ? 201 : 200);
    if (status === success) return { ok: true, status, data: body as T, message: messageText(body) };
    const error = status >= 500 && !hasError(body) ? messages.serverError : errorText(body);
    if (status === 440 && error === messages.sessionExpired) options.onSessionExpired?.();
    return { ok: false, status, error };
  };
}

function hasError(body: unknown): boolean {
  return !!body && typeof body === 'object' && ('error' in body || 'errors' in body);
}
