import type {
  AddTeacherResponse,
  AssignTeacherRequest,
  EditAssignedRequest,
  FreezeTeacherRequest,
  MessageBody,
  PageQuery,
  TeacherFullInfo,
  TeacherImportResponse,
  TeacherImportRow,
  TeacherList,
  TeacherSaved,
} from '../../schemas';
import { importRowErrorsOf, type ImportRowError } from '../../importRowErrors';
import { failureCode, type ApiResult } from '../result';
import type { Caller } from '../core';

const id = encodeURIComponent;

/** A failed import: the error text plus each refused row's errors in the one shape (empty when the call itself failed). */
export type TeacherImportResult =
  Extract<ApiResult<TeacherImportResponse>, { ok: true }> | { ok: false; status: number; error: string; errors: ImportRowError[] };

/** Teachers of the admin area (spec 000 §7 Admin: getteachers … getfullinfoteacher). */
export const teachersApi = (call: Caller) => ({
  /**
   * GET getteachers/{academicPeriodId} with searchTerm, page, limit. The server's 404
   * 'no teacher' (code not_found) is read as an empty list here (spec 000 §8), so widgets never
   * see it as an error; by its code, never by its text.
   * `all: true` lists every teacher of the school (with this period's sections), not only the period's;
   * `status` only the active (not frozen) or only the frozen ones (an empty page then, never 404).
   */
  list: async (periodId: string, query: PageQuery & { all?: boolean; status?: 'active' | 'frozen' }): Promise<ApiResult<TeacherList>> => {
    const { all, ...page } = query;
    const result = await call<TeacherList>({
      method: 'GET',
      path: `getteachers/${id(periodId)}`,
      query: { ...page, all: all ? 'true' : undefined },
    });
    if (!result.ok && failureCode(result) === 'not_found') {
      return { ok: true, status: 200, data: { teachers: [], totalPages: 0, totalItems: 0 }, message: '' };
    }
    return result;
  },
  /** POST addteacher, multipart: profilePhoto, fullName, age, gender, academic_period_id, assignedCourse, assignedSections, email; 201 with the temporary password. */
  add: (form: FormData) => call<AddTeacherResponse>({ method: 'POST', path: 'addteacher', body: form, success: 201 }),
  /** POST assignteacher {teacher_id, assignedCourse, assignedSections, academic_period_id}; 201 (path ours: docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md). */
  assign: (body: AssignTeacherRequest) => call<TeacherSaved>({ method: 'POST', path: 'assignteacher', body, success: 201 }),
  /** PUT editteacher, multipart: profilePhoto (optional), fullName, age, gender, academic_period_id, email, _id, ID. */
  edit: (form: FormData) => call<TeacherSaved>({ method: 'PUT', path: 'editteacher', body: form }),
  /** DELETE deleteteacher/{id}/{academic_period_id}: the period's assignments, and the teacher when none remain. */
  remove: (teacherId: string, periodId: string) =>
    call<MessageBody>({ method: 'DELETE', path: `deleteteacher/${id(teacherId)}/${id(periodId)}` }),
  /** PUT freezteacher {ID, status}: status false freezes (terminated/dismissed), true unfreezes. */
  freeze: (body: FreezeTeacherRequest) => call<TeacherSaved>({ method: 'PUT', path: 'freezteacher', body }),
  /** PUT editassignedgrade: another section and/or course for one assignment. */
  editAssigned: (body: EditAssignedRequest) => call<MessageBody>({ method: 'PUT', path: 'editassignedgrade', body }),
  /** DELETE deleteassignedsection/{academic_period_id}/{course_id}/{section_id}/{teacher_id}. */
  removeAssigned: (periodId: string, courseId: string, sectionId: string, teacherId: string) =>
    call<MessageBody>({
      method: 'DELETE',
      path: `deleteassignedsection/${id(periodId)}/${id(courseId)}/${id(sectionId)}/${id(teacherId)}`,
    }),
  /**
   * POST add-multiple-teachers (the rows); 201 with each new account's temporary password. All or
   * nothing: a 400 writes nothing and carries `errors: [{ row, error }]`. The body travels as a
   * JSON Blob with upload progress, which also gives it the long upload timeout (hashing 500
   * passwords takes longer than a read's 5 s).
   */
  importMany: async (rows: readonly TeacherImportRow[], onProgress?: (fraction: number) => void): Promise<TeacherImportResult> => {
    const body = new Blob([JSON.stringify(rows)], { type: 'application/json' });
    const result = await call<TeacherImportResponse>({
      method: 'POST',
      path: 'add-multiple-teachers',
      body,
      success: 201,
      keepErrorBody: true,
      onUploadProgress: onProgress ?? (() => {}),
    });
    if (result.ok) return result;
    return { ok: false, status: result.status, error: result.error, errors: importRowErrorsOf(result) ?? [] };
  },
  /** GET getfullinfoteacher/{teacher_id}: facts, status and every assignment across periods. */
  fullInfo: (teacherId: string) => call<TeacherFullInfo>({ method: 'GET', path: `getfullinfoteacher/${id(teacherId)}` }),
});
