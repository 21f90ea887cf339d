import type { RosterCheck, RosterExportQuery, RosterImportResponse, RosterIssue } from '../../schemas';
import { UPLOAD_TIMEOUT_MS, type Caller } from '../core';
import type { ApiResult } from '../result';

/** A refused zip: the summary, and each problem with its file, line and column (empty when the call itself failed). */
export type RosterFailure = { ok: false; status: number; error: string; issues: RosterIssue[] };
export type RosterResult<T> = Extract<ApiResult<T>, { ok: true }> | RosterFailure;

const issuesOf = (body: unknown): RosterIssue[] => {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors)
    ? errors.filter((e): e is RosterIssue => !!e && typeof e === 'object' && typeof (e as RosterIssue).error === 'string')
    : [];
};

/** Roster exchange (issue 39, ours): OneRoster 1.2 CSV zips out and in. */
export const rosterApi = (call: Caller) => {
  /** POSTs the zip as multipart `file` with upload progress; a 400's issues come back as `issues`. */
  const send = async <T>(
    path: string,
    success: number,
    file: Blob,
    name: string,
    onProgress?: (fraction: number) => void,
  ): Promise<RosterResult<T>> => {
    const form = new FormData();
    form.append('file', file, name);
    const result = await call<T>({
      method: 'POST',
      path,
      body: form,
      success,
      keepErrorBody: true,
      onUploadProgress: onProgress ?? (() => {}),
    });
    if (result.ok) return result;
    return { ok: false, status: result.status, error: result.error, issues: issuesOf(result.body) };
  };
  return {
    /** GET roster/export: the whole school, or one academic period, as a OneRoster 1.2 zip (a Blob); `grades` adds the released grades. */
    exportZip: (query: RosterExportQuery = {}) =>
      call<Blob>({
        method: 'GET',
        path: 'roster/export',
        query: { academic_period_id: query.academic_period_id, grades: query.grades ? 'true' : undefined },
        responseType: 'blob',
        timeoutMs: UPLOAD_TIMEOUT_MS,
      }),
    /** POST roster/import/check (multipart `file`): what the import would do, or every problem; writes nothing. */
    check: (file: Blob, name: string, onProgress?: (fraction: number) => void) =>
      send<RosterCheck>('roster/import/check', 200, file, name, onProgress),
    /** POST roster/import (multipart `file`): all or nothing; 201 with the new accounts' temporary passwords. */
    importZip: (file: Blob, name: string, onProgress?: (fraction: number) => void) =>
      send<RosterImportResponse>('roster/import', 201, file, name, onProgress),
  };
};
