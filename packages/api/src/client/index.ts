import { createCaller, type ApiClientOptions } from './core';
import { signedFileUrl, type FileKind } from './files';
import { academicsApi } from './domains/academics';
import { teachersApi } from './domains/teachers';
import { applicantsApi } from './domains/admissions/review';
import { studentsApi } from './domains/students';
import { authApi } from './domains/auth';
import { contentApi } from './domains/content';
import { registerApi } from './domains/admissions/application';
import { dashboardApi, publicApi } from './domains/dashboard';
import { usersApi } from './domains/users';
import { teachingApi } from './domains/teaching';
import { examsApi } from './domains/exams';
import { gradeReportsApi } from './domains/gradeReports';
import { communicationApi } from './domains/communication';
import { permissionsApi } from './domains/permissions';
import { calendarApi } from './domains/calendar';
import { auditApi } from './domains/audit';
import { rosterApi } from './domains/roster';

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
    teaching: teachingApi(call),
    exams: examsApi(call),
    gradeReports: gradeReportsApi(call),
    communication: communicationApi(call, options),
    permissions: permissionsApi(call),
    calendar: calendarApi(call),
    audit: auditApi(call),
    roster: rosterApi(call),
    /**
     * URL of a stored file with a signed file token (minutes, this file only) as the last path
     * segment; `segments` go between the name and the token (assignments/{file}/{assignment_id}/{token}).
     */
    fileUrl: (kind: FileKind, name: string, ...segments: string[]) =>
      signedFileUrl(options.baseURL, kind, name, options.getToken?.(), ...segments),
  };
}

/** What every widget takes as its `api` prop. */
export type ApiClient = ReturnType<typeof createApiClient>;
export type { ApiClientOptions, CallSpec, Query } from './core';
export type { FileKind } from './files';
export type { SubmissionInput, QuestionnaireAnswerInput } from './domains/teaching';
export type { RosterFailure, RosterResult } from './domains/roster';
export { buildFileUrl } from './files';
