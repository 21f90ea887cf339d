import { createCaller, type ApiClientOptions } from './core';
import { buildFileUrl, type FileKind } from './files';
import { academicsApi } from './domains/academics';
import { teachersApi } from './domains/teachers';
import { applicantsApi } from './domains/applicants';
import { studentsApi } from './domains/students';
import { authApi } from './domains/auth';
import { contentApi } from './domains/content';
import { registerApi } from './domains/register';
import { dashboardApi, publicApi } from './domains/dashboard';
import { usersApi } from './domains/users';

/**
 * The typed client of the school API, grouped by domain: `api.auth.login(...)`,
 * `api.dashboard.admin()`. Every method resolves to an `ApiResult`; none throws.
 */
export function createApiClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    auth: authApi(call),
    users: usersApi(call),
    dashboard: dashboardApi(call),
    public: publicApi(call),
    content: contentApi(call),
    register: registerApi(call),
    academics: academicsApi(call),
    teachers: teachersApi(call),
    students: studentsApi(call),
    applicants: applicantsApi(call),
    /** URL of a stored file with the current token as the last path segment. */
    fileUrl: (kind: FileKind, name: string) => buildFileUrl(options.baseURL, kind, name, options.getToken?.()),
  };
}

/** What every widget takes as its `api` prop. */
export type ApiClient = ReturnType<typeof createApiClient>;
export type { ApiClientOptions, CallSpec, Query } from './core';
export type { FileKind } from './files';
export { buildFileUrl } from './files';
