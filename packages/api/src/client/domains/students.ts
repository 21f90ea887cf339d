import type {
  AddedStudent,
  EditStudentSectionRequest,
  FreezeStudentRequest,
  ImportedStudents,
  MessageBody,
  PageQuery,
  SavedStudent,
  StudentDocumentType,
  StudentFieldsInput,
  StudentImportRow,
  StudentList,
  StudentRecord,
  StudentSectionRequest,
} from '../../schemas';
import type { Caller } from '../core';

const id = encodeURIComponent;

/** Students (spec 000 §7 Students). `studentId` is the record's _id, its user's _id or the login ID. */
export const studentsApi = (call: Caller) => ({
  /** GET getstudents (our path) with searchTerm, page, limit: approved students. */
  list: (query: PageQuery) => call<StudentList>({ method: 'GET', path: 'getstudents', query }),
  /** GET getstudent/{id}. */
  get: (studentId: string) => call<{ student: StudentRecord }>({ method: 'GET', path: `getstudent/${id(studentId)}` }),
  /** POST addsinglestudent; 201 with the temporary password, shown once. */
  add: (body: StudentFieldsInput) => call<AddedStudent>({ method: 'POST', path: 'addsinglestudent', body, success: 201 }),
  /** POST importstudent (the rows); 201. A 400 carries every row with its errors: see `importRowsOf`. */
  import: (rows: StudentImportRow[]) =>
    call<ImportedStudents>({
      method: 'POST',
      path: 'importstudent',
      body: rows as unknown as Record<string, unknown>,
      success: 201,
      keepErrorBody: true,
    }),
  /** PUT editstudent/{id}; super admin only. */
  edit: (studentId: string, body: StudentFieldsInput) => call<SavedStudent>({ method: 'PUT', path: `editstudent/${id(studentId)}`, body }),
  /** DELETE deletestudent/{id}; super admin only. */
  remove: (studentId: string) => call<MessageBody>({ method: 'DELETE', path: `deletestudent/${id(studentId)}` }),
  /** PUT freezstudent {ID}: toggles Active/Inactive; super admin only. */
  freeze: (body: FreezeStudentRequest) => call<SavedStudent>({ method: 'PUT', path: 'freezstudent', body }),
  records: {
    /** POST addstudenttosection; 201. */
    add: (body: StudentSectionRequest) => call<SavedStudent>({ method: 'POST', path: 'addstudenttosection', body, success: 201 }),
    /** PUT editstudenttosection. */
    edit: (body: EditStudentSectionRequest) => call<SavedStudent>({ method: 'PUT', path: 'editstudenttosection', body }),
    /** DELETE deletestudenttosection/{student_id}/{section_id}/{academic_period_id}. */
    remove: (r: StudentSectionRequest) =>
      call<SavedStudent>({
        method: 'DELETE',
        path: `deletestudenttosection/${id(r.student_id)}/${id(r.section_id)}/${id(r.academic_period_id)}`,
      }),
  },
  documents: {
    /**
     * POST addbirthcertificate/{id} (BirthCertificate), addgradereport/{id} (GradeReport),
     * addnationalid/{id} (NationalID) or addotherdoc/{id} (neccesseryDoc), multipart.
     */
    add: (studentId: string, type: StudentDocumentType, files: readonly File[]) => {
      const form = new FormData();
      for (const f of files) form.append(type, f);
      return call<SavedStudent>({ method: 'POST', path: `${documentPaths[type]}/${id(studentId)}`, body: form, success: 201 });
    },
    /** DELETE deletestudentfile/{type}/{id}/{index or 0}. */
    remove: (studentId: string, type: StudentDocumentType, index = 0) =>
      call<SavedStudent>({ method: 'DELETE', path: `deletestudentfile/${type}/${id(studentId)}/${index}` }),
  },
  /** PUT editprofilepic/{id} (multipart profilePic, an image). */
  editPhoto: (studentId: string, photo: File) => {
    const form = new FormData();
    form.append('profilePic', photo);
    return call<SavedStudent>({ method: 'PUT', path: `editprofilepic/${id(studentId)}`, body: form });
  },
});

/** The upload path of each document slot. */
export const documentPaths: Record<StudentDocumentType, string> = {
  BirthCertificate: 'addbirthcertificate',
  GradeReport: 'addgradereport',
  NationalID: 'addnationalid',
  neccesseryDoc: 'addotherdoc',
};
