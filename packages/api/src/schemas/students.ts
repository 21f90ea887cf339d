import { z } from 'zod';
import { messages } from '../messages';
import { isBirthDateValid, phonePattern } from './admissions/application';
import { importRowErrorSchema, type ImportRowError } from './common';

// ─── Students (spec 000 §3 Student record, §5 Student forms, §7 Students) ──────

/** MM/DD/YYYY (the spec's form format) or YYYY-MM-DD, as YYYY-MM-DD; null when it is neither. */
export function normalizeBirthDate(value: string): string | null {
  const v = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const iso = us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : v;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  // 02/31/2015 is not a date, even though Date would roll it over to March.
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));
const optionalPhone = z
  .string()
  .trim()
  .max(13, messages.phoneInvalid)
  .optional()
  .refine((v) => !v || (v.length >= 10 && v.length <= 13 && phonePattern.test(v)), messages.phoneInvalid)
  .transform((v) => (v ? v : null));

/**
 * The student fields of addsinglestudent, editstudent and each importstudent row. The spec's
 * student forms check nothing on the client; the server requires the names, age, gender and email
 * and checks the shape of the rest (docs/decisions/0019-students-and-applicants-paths-keys-rules-the-spec-leaves.md).
 */
export const studentFieldsSchema = z.object({
  firstName: z.string().trim().min(1, messages.firstNameRequired).max(60),
  middleName: z.string().trim().min(1, messages.middleNameRequired).max(60),
  lastName: z.string().trim().min(1, messages.lastNameRequired).max(60),
  age: z.coerce.number({ error: messages.ageNumber }).int(messages.ageNumber).min(3, messages.ageNumber).max(30, messages.ageNumber),
  gender: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['male', 'female'], { error: messages.genderValue }),
  ),
  email: z.string().trim().min(1, messages.emailRequired).max(254, messages.invalidEmail).pipe(z.email(messages.invalidEmail)),
  birthDate: z
    .string()
    .trim()
    .max(10, messages.birthDateFormat)
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const iso = normalizeBirthDate(v);
      if (!iso || !isBirthDateValid(iso)) {
        ctx.addIssue({ code: 'custom', message: messages.birthDateFormat });
        return z.NEVER;
      }
      return iso;
    }),
  birthPlace: optionalText(120),
  phoneNumber: optionalPhone,
  motherFullName: optionalText(120),
  homeAddress: optionalText(200),
  emergencyContact: optionalText(120),
  emergencyPhoneNumber: optionalPhone,
});
/** What a form or a spreadsheet row sends (strings or numbers). */
export type StudentFieldsInput = z.input<typeof studentFieldsSchema>;
export type StudentFields = z.output<typeof studentFieldsSchema>;

/** The spreadsheet columns the import reads (spec 000 §3 Student import columns). */
export const studentImportColumns = [
  'firstName',
  'middleName',
  'lastName',
  'gender',
  'age',
  'birthDate',
  'birthPlace',
  'email',
  'phoneNumber',
  'motherFullName',
  'homeAddress',
  'emergencyContact',
  'emergencyPhoneNumber',
] as const;
export type StudentImportColumn = (typeof studentImportColumns)[number];
/** One row of the import: the known columns as text. */
export type StudentImportRow = Partial<Record<StudentImportColumn, string>>;
/** A row as the 400 of importstudent returns it: the row plus its errors. */
export type StudentImportRowResult = StudentImportRow & { errors: string[] };

/** POST importstudent: the list of rows (at most 1000). */
export const importStudentsRequestSchema = z
  .array(z.record(z.string().max(100, messages.invalidData), z.union([z.string().max(1000, messages.invalidData), z.number(), z.null()])))
  .min(1, messages.importEmpty)
  .max(1000);
export const importStudentsErrorSchema = z.object({
  error: z.string(),
  /** The one shape of every import's row errors (`importRowErrorsOf`); absent when the request itself was refused. */
  errors: z.array(importRowErrorSchema).optional(),
  /** The contract of importstudent kept: every row with its errors. */
  students: z.array(z.record(z.string(), z.unknown()).and(z.object({ errors: z.array(z.string()) }))).optional(),
});
export type ImportStudentsError = { error: string; errors: ImportRowError[]; students: StudentImportRowResult[] };

/** The rows of a failed import (400 `{ error, students }`), or null when the failure is of another kind. */
export function importRowsOf(failure: { body?: unknown }): StudentImportRowResult[] | null {
  const rows = (failure.body as { students?: unknown } | null | undefined)?.students;
  return Array.isArray(rows) ? (rows as StudentImportRowResult[]) : null;
}

const genderSchema = z.enum(['male', 'female']).nullable();

/** A row of the students list (spec 000 §2 Students list). */
export const studentRowSchema = z.object({
  _id: z.string(),
  /** The login ID, e.g. ST-0001: the detail route's {userID}. */
  ID: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  gender: genderSchema,
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  /** true = Active, false = Inactive (frozen). */
  status: z.boolean(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

/** GET getstudents (our path: the spec does not show the list's) with searchTerm, page, limit. */
export const studentListSchema = z.object({
  students: z.array(studentRowSchema),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type StudentList = z.infer<typeof studentListSchema>;

/** A section the student sat in during one academic period. */
export const academicRecordSchema = z.object({
  _id: z.string(),
  section: z.object({ _id: z.string(), name: z.string() }),
  academic_period: z.object({ _id: z.string(), year: z.number().int(), semester: z.number().int() }),
});
export type AcademicRecord = z.infer<typeof academicRecordSchema>;

/** The student record (spec 000 §3): the application fields, approval, status, documents, records. */
export const studentRecordSchema = z.object({
  _id: z.string(),
  approved: z.boolean(),
  application_year: z.number().int().nullable(),
  application_semester: z.number().int().nullable(),
  /** true = Active. */
  status: z.boolean(),
  /** Registration time, ms. */
  Date: z.number(),
  user_id: z.object({ _id: z.string(), ID: z.string(), approved: z.boolean(), temp_password_changed: z.boolean() }),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  gender: genderSchema,
  birthPlace: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  email: z.string().nullable(),
  profilePic: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  motherFullName: z.string().nullable(),
  homeAddress: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhoneNumber: z.string().nullable(),
  previousSchoolAttended: z.string().nullable(),
  currentGradeLevel: z.string().nullable(),
  avarageValue: z.number().nullable(),
  classG: z.string().nullable(),
  BirthCertificate: z.string().nullable(),
  GradeReport: z.array(z.string()),
  NationalID: z.string().nullable(),
  neccesseryDoc: z.array(z.string()),
  /** Newest period first. */
  academicRecords: z.array(academicRecordSchema),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;
export const studentResponseSchema = z.object({ student: studentRecordSchema });
export const savedStudentSchema = z.object({ message: z.string(), student: studentRecordSchema });
export type SavedStudent = z.infer<typeof savedStudentSchema>;

/** 201 of addsinglestudent: the temporary password travels once, here. */
export const addedStudentSchema = savedStudentSchema.extend({ temporaryPassword: z.string() });
export type AddedStudent = z.infer<typeof addedStudentSchema>;
/** 201 of importstudent: each new student's ID and temporary password, once. */
export const importedStudentsSchema = z.object({
  message: z.string(),
  students: z.array(
    z.object({
      _id: z.string(),
      ID: z.string(),
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      temporaryPassword: z.string(),
    }),
  ),
});
export type ImportedStudents = z.infer<typeof importedStudentsSchema>;

/** PUT freezstudent {ID}: toggles Active/Inactive. */
export const freezeStudentRequestSchema = z.object({ ID: z.string().trim().min(1, messages.idRequired).max(100, messages.invalidData) });
export type FreezeStudentRequest = z.infer<typeof freezeStudentRequestSchema>;

/** POST addstudenttosection. */
export const studentSectionRequestSchema = z.object({
  section_id: z.string().trim().min(1, messages.chooseSection).max(100, messages.invalidData),
  academic_period_id: z.string().trim().min(1, messages.choosePeriod2).max(100, messages.invalidData),
  student_id: z.string().trim().min(1, messages.studentNotFoundError).max(100, messages.invalidData),
});
export type StudentSectionRequest = z.infer<typeof studentSectionRequestSchema>;
/** PUT editstudenttosection: the new section and period, and the record they replace. */
export const editStudentSectionRequestSchema = studentSectionRequestSchema.extend({
  existing_section_id: z.string().trim().min(1, messages.recordNotFound).max(100, messages.invalidData),
  existing_academic_period_id: z.string().trim().min(1, messages.recordNotFound).max(100, messages.invalidData),
});
export type EditStudentSectionRequest = z.infer<typeof editStudentSectionRequestSchema>;

/** The document slots of a student (multipart field names and deletestudentfile/{type}). */
export const studentDocumentTypes = ['BirthCertificate', 'GradeReport', 'NationalID', 'neccesseryDoc'] as const;
export type StudentDocumentType = (typeof studentDocumentTypes)[number];
export const studentDocumentTypeSchema = z.enum(studentDocumentTypes, { error: messages.documentTypeUnknown });
