import type { ApiClient } from './client';
import type { ApiResult } from './client/result';
import { errorCodeForStatus, type ErrorCode } from './errorCodes';

type Method = (...args: never[]) => unknown;

/** Every group optional at any depth (`content.news.list`), methods kept as they are. */
type DeepPartial<T> = T extends Method ? T : { [K in keyof T]?: DeepPartial<T[K]> };

/** A partial ApiClient: any domain, any group, any method, each optional. */
export type FakeApiOverrides = DeepPartial<ApiClient>;

/**
 * Builds an ApiClient for stories and unit tests from only the methods a widget needs. A method
 * that was not given resolves to a failure naming it, so a test sees what it forgot to fake.
 */
export function createFakeApi(overrides: FakeApiOverrides = {}): ApiClient {
  const domains = overrides as Record<string, unknown>;
  return new Proxy({} as ApiClient, {
    get(_target, domain: string) {
      if (domain === 'fileUrl')
        return domains.fileUrl ?? ((kind: string, name: string, ...rest: string[]) => [`/fake-files/${kind}/${name}`, ...rest].join('/'));
      return fakeNode(domains[domain], domain);
    },
  });
}

/**
 * A given method as it is; a group (given or not) as a proxy over its members, at any depth. What
 * was not given is also callable and resolves to "not faked: content.news.list".
 */
function fakeNode(given: unknown, path: string): unknown {
  if (typeof given === 'function') return given;
  const members = (given ?? {}) as Record<string, unknown>;
  const notFaked = async (): Promise<ApiResult<never>> => ({ ok: false, status: 501, error: `not faked: ${path}` });
  return new Proxy(notFaked, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return fakeNode(members[name], `${path}.${name}`);
    },
  });
}

/** Shorthands for fake results. */
export const fakeOk = <T>(data: T, message = ''): ApiResult<T> => ({ ok: true, status: 200, data, message });
export const fakeFail = (error: string, status = 400, code: ErrorCode = errorCodeForStatus(status)): ApiResult<never> => ({
  ok: false,
  status,
  error,
  code,
});
