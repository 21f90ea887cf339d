import type { ApiClient } from './client';
import type { ApiResult } from './client/result';

type Method = (...args: never[]) => unknown;

/** A partial ApiClient: any domain, any method, each optional. */
export type FakeApiOverrides = {
  [D in keyof ApiClient]?: ApiClient[D] extends Method ? ApiClient[D] : Partial<ApiClient[D]>;
};

/**
 * Builds an ApiClient for stories and unit tests from only the methods a widget needs. A method
 * that was not given resolves to a failure naming it, so a test sees what it forgot to fake.
 */
export function createFakeApi(overrides: FakeApiOverrides = {}): ApiClient {
  const domains = overrides as Record<string, unknown>;
  return new Proxy({} as ApiClient, {
    get(_target, domain: string) {
      if (domain === 'fileUrl') return domains.fileUrl ?? ((kind: string, name: string) => `/fake-files/${kind}/${name}`);
      const given = (domains[domain] ?? {}) as Record<string, unknown>;
      return new Proxy(given, {
        get(methods, name: string) {
          if (name in methods) return methods[name];
          return async (): Promise<ApiResult<never>> => ({ ok: false, status: 501, error: `not faked: ${domain}.${name}` });
        },
      });
    },
  });
}

/** Shorthands for fake results. */
export const fakeOk = <T>(data: T, message = ''): ApiResult<T> => ({ ok: true, status: 200, data, message });
export const fakeFail = (error: string, status = 400): ApiResult<never> => ({ ok: false, status, error });
