import { z } from 'zod';
import { messages } from '../messages';
import { importRowErrorSchema } from './common';

// ─── Teachers (spec 000 §2 Teachers list / Teacher detail, §3 Teacher, §5, §7) ──────────────

export const teacherGenders = ['male', 'female'] as const;

/** Teachers are adults: the age a form and an import row accept (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md). */
export const TEACHER_AGE_MIN = 18;
export const TEACHER_AGE_MAX = 100;

/** One section a teacher teaches a course in, during one academic period. */
export const teacherSectionSchema = z.object({
  /** The section's id. */
  _id: z.string(),
  /** The section's letter, e.g. 'A'. */
  name: z.string(),
  /** The grade's name, e.g. 'Grade 7'. */
  gradeID: z.string(),
  course: z.object({ _id: z.string(), name: z.string() }),
  academic_period_id: z.string(),
  /** The assignment's own id (teacher_sections row): what edit and delete name. */
  section_in_teacher_id: z.string(),
});
export type TeacherSection = z.infer<typeof teacherSectionSchema>;

export const teacherSchema = z.object({
  _id: z.string(),
  /** Login ID, e.g. 'TE-0013'. */
  ID: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(teacherGenders).nullable(),
  /** Stored file name, read through `api.fileUrl('teachers', name)`. */
  profilePhoto: z.string().nullable(),
  /** true = employed; false = terminated/dismissed (frozen). */
  status: z.boolean(),
  /** The (first) course taught in the listed period; null when none. */
  assignedCourse: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The sections taught in the listed period. */
  assignedSections: z.array(teacherSectionSchema),
});
export type Teacher = z.infer<typeof teacherSchema>;

/** GET getteachers/{academicPeriodId}: 404 `{ error: 'no teacher' }` when the period has none. */
export const teacherListSchema = z.object({ teachers: z.array(teacherSchema), totalPages: z.number().int(), totalItems: z.number().int() });
export type TeacherList = z.infer<typeof teacherListSchema>;

// ─── Requests ───────────────────────────────────────────────────────────────

const requiredText = (message: string, max = 120) => z.string({ error: message }).trim().min(1, message).max(max);
const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.invalidEmail)
  .pipe(z.email(messages.invalidEmail));
/** '' and missing read as "Age is required"; numbers may come as text (multipart, spreadsheets). */
const ageField = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ error: (i) => (i.input === undefined ? messages.ageRequired : messages.teachersAgeRange) })
    .int(messages.teachersAgeRange)
    .min(TEACHER_AGE_MIN, messages.teachersAgeRange)
    .max(TEACHER_AGE_MAX, messages.teachersAgeRange),
);
const genderField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: messages.genderRequired })
    .min(1, messages.genderRequired)
    .max(20, messages.teachersGenderInvalid)
    .pipe(z.enum(teacherGenders, messages.teachersGenderInvalid)),
);
const idList = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v ? [v] : []) : v),
    z.array(z.string().min(1).max(100, messages.invalidData), { error: message }).min(1, message).max(50),
  );

/** The text fields of POST addteacher (multipart; plus the file `profilePhoto`, required). */
export const addTeacherFieldsSchema = z.object({
  fullName: requiredText(messages.fullNameRequired),
  email: emailField,
  age: ageField,
  gender: genderField,
  academic_period_id: z.string({ error: messages.periodRequired }).min(1, messages.periodRequired).max(100, messages.invalidData),
  assignedCourse: z
    .string({ error: messages.teachersCourseRequired })
    .min(1, messages.teachersCourseRequired)
    .max(100, messages.invalidData),
  /** Several section ids; in multipart, repeated fields or one JSON array text. */
  assignedSections: idList(messages.teachersSectionsRequired),
});
export type AddTeacherFields = z.input<typeof addTeacherFieldsSchema>;

/** The text fields of PUT editteacher (multipart; `profilePhoto` optional). */
export const editTeacherFieldsSchema = z.object({
  _id: z.string().min(1).max(100, messages.invalidData),
  ID: z.string().max(100, messages.invalidData).optional(),
  fullName: requiredText(messages.fullNameRequired),
  email: emailField,
  age: ageField,
  gender: genderField,
  academic_period_id: z.string().max(100, messages.invalidData).optional(),
});
export type EditTeacherFields = z.input<typeof editTeacherFieldsSchema>;

/** Assigning an existing teacher: POST assignteacher (path ours, docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md). */
export const assignTeacherRequestSchema = z.object({
  teacher_id: z.string({ error: messages.teachersTeacherRequired }).min(1, messages.teachersTeacherRequired).max(100, messages.invalidData),
  assignedCourse: z
    .string({ error: messages.teachersCourseRequired })
    .min(1, messages.teachersCourseRequired)
    .max(100, messages.invalidData),
  assignedSections: idList(messages.teachersSectionsRequired),
  academic_period_id: z.string({ error: messages.periodRequired }).min(1, messages.periodRequired).max(100, messages.invalidData),
});
export type AssignTeacherRequest = z.input<typeof assignTeacherRequestSchema>;

/** PUT editassignedgrade: one assignment gets another section and/or course (one section in edit mode). */
export const editAssignedRequestSchema = z.object({
  assignedSections: idList(messages.teachersSectionsRequired).pipe(z.array(z.string()).max(1, messages.teachersOneSection)),
  assignedCourse: z
    .string({ error: messages.teachersCourseRequired })
    .min(1, messages.teachersCourseRequired)
    .max(100, messages.invalidData),
  academic_period_id: z.string().min(1).max(100, messages.invalidData),
  teacher_id: z.string().min(1).max(100, messages.invalidData),
  section_in_teacher_id: z.string().min(1).max(100, messages.invalidData),
});
export type EditAssignedRequest = z.input<typeof editAssignedRequestSchema>;

/** PUT freezteacher {ID, status}: `status` is the new status (false freezes, true unfreezes). */
export const freezeTeacherRequestSchema = z.object({
  ID: z.string().min(1).max(100, messages.invalidData),
  status: z.boolean(),
});
export type FreezeTeacherRequest = z.infer<typeof freezeTeacherRequestSchema>;

// ─── Import (POST add-multiple-teachers) ────────────────────────────────────

/** The header row of a teacher import file: exactly these names, any order (spec 000 §5). */
export const TEACHER_IMPORT_HEADER = ['fullName', 'email', 'profilePhoto', 'age', 'gender'] as const;
/** Most rows one import may carry. */
export const TEACHER_IMPORT_MAX_ROWS = 500;

/** One spreadsheet row. profilePhoto is accepted but not stored: a cell cannot carry an image file. */
export const teacherImportRowSchema = z.object({
  fullName: requiredText(messages.fullNameRequired),
  email: emailField,
  profilePhoto: z.union([z.string().max(2000, messages.invalidData), z.number()]).nullish(),
  age: ageField,
  gender: genderField,
});
export type TeacherImportRow = z.input<typeof teacherImportRowSchema>;

export const teacherImportRequestSchema = z
  .array(z.record(z.string().max(100, messages.invalidData), z.unknown()), { error: messages.teachersImportEmpty })
  .min(1, messages.teachersImportEmpty)
  .max(TEACHER_IMPORT_MAX_ROWS, messages.teachersImportTooLarge);

/**
 * A 400 of the import: nothing was written; `errors` in the one shape of every import, and (the
 * contract kept for older clients) each failed row's messages by index.
 */
export const teacherImportErrorSchema = z.object({
  error: z.string(),
  errors: z.array(importRowErrorSchema),
  rows: z.array(z.object({ index: z.number().int(), errors: z.array(z.string()) })),
});
export type TeacherImportError = z.infer<typeof teacherImportErrorSchema>;

/** A new account and the temporary password handed over once (201 of addteacher and the import). */
export const newTeacherAccountSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  fullName: z.string(),
  temporaryPassword: z.string(),
});
export type NewTeacherAccount = z.infer<typeof newTeacherAccountSchema>;

export const addTeacherResponseSchema = z.object({ message: z.string(), teacher: teacherSchema, temporaryPassword: z.string() });
export type AddTeacherResponse = z.infer<typeof addTeacherResponseSchema>;
export const teacherImportResponseSchema = z.object({ message: z.string(), teachers: z.array(newTeacherAccountSchema) });
export type TeacherImportResponse = z.infer<typeof teacherImportResponseSchema>;
export const teacherSavedSchema = z.object({ message: z.string(), teacher: teacherSchema });
export type TeacherSaved = z.infer<typeof teacherSavedSchema>;

// ─── Full info (GET getfullinfoteacher/{teacher_id}) ───────────────────────

export const teacherAssignmentSchema = z.object({
  section_in_teacher_id: z.string(),
  section: z.object({ _id: z.string(), name: z.string(), gradeID: z.string() }),
  course: z.object({ _id: z.string(), name: z.string() }),
  academic_period: z.object({ _id: z.string(), year: z.number().int(), semester: z.number().int() }),
});
export type TeacherAssignment = z.infer<typeof teacherAssignmentSchema>;

/** The teacher (assignments of the current period) and every assignment, newest period first. */
export const teacherFullInfoSchema = z.object({ teacher: teacherSchema, history: z.array(teacherAssignmentSchema) });
export type TeacherFullInfo = z.infer<typeof teacherFullInfoSchema>;

/**
 * getfullinfoteacher in the spec's shape (001 §3 Teacher: user_id.ID, sectionInfo[] with
 * section_id{name}, course_id{name}, academic_period_id{year, semester, startDate, endDate})
 * beside ours (issue 20).
 */
export const teacherFullInfoContractSchema = teacherFullInfoSchema.extend({
  teacher: teacherSchema.extend({
    user_id: z.object({ _id: z.string(), ID: z.string() }),
    sectionInfo: z.array(
      z.object({
        section_id: z.object({ _id: z.string(), name: z.string() }),
        course_id: z.object({ _id: z.string(), name: z.string() }),
        academic_period_id: z.object({
          _id: z.string(),
          year: z.number().int(),
          semester: z.number().int(),
          startDate: z.string(),
          endDate: z.string(),
        }),
      }),
    ),
  }),
});
