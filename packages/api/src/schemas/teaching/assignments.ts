import { z } from 'zod';
import { messages } from '../../messages';
import { isRealInstant } from '../common';

// ─── Assignments and submissions (spec 001 §3, §4, §5, §7) ───────────────────────────────────

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);
const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

export const submissionTypes = ['text', 'file', 'file+text'] as const;
export type SubmissionType = (typeof submissionTypes)[number];
export const submissionMethods = ['hardcopy', 'system'] as const;
export type SubmissionMethod = (typeof submissionMethods)[number];
/** The link types of spec 001 §4: a grade slot, or none. */
export const assignmentLinkTypes = ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3', 'none'] as const;
export type AssignmentLinkType = (typeof assignmentLinkTypes)[number];

/**
 * 'YYYY-MM-DDTHH:MM' with optional seconds, fraction and offset (the spec's "date 'T' time").
 * The portal sends the full ISO instant of the teacher's local date and time; a value without an
 * offset is read as UTC (docs/decisions/0025-teaching-and-learning-issue-8-paths-rules-and-screens-the.md).
 */
export const DUE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const dueDate = z
  .string({ error: messages.dueDateRequired })
  .trim()
  .min(1, messages.dueDateRequired)
  .max(40, messages.dueDateInvalid)
  .regex(DUE_DATE_PATTERN, messages.dueDateInvalid)
  .refine((v) => isRealInstant(/[zZ]|[+-]\d{2}:\d{2}$/.test(v) ? v : `${v}Z`), messages.dueDateInvalid);

/** POST assignment/ and PUT assignment/{_id} (spec 001 §7); ID is the caller's and not trusted. */
export const assignmentRequestSchema = z.object({
  title: requiredText(messages.assignmentTitleRequired, 200),
  description: requiredText(messages.assignmentDescriptionRequired, 5000),
  submissionType: z.enum(submissionTypes, { error: messages.submissionTypeRequired }),
  submissionMethod: z.enum(submissionMethods, { error: messages.submissionMethodRequired }),
  dueDate,
  ID: z.string().max(100).optional(),
  section_id: id(messages.sectionRequired),
  course_id: id(messages.courseRequired),
  /** PUT repeats the id in the body; the path's wins. */
  _id: z.string().max(100).optional(),
});
export type AssignmentRequest = z.input<typeof assignmentRequestSchema>;

/** POST assignmentlink {assignment_id, assignmentType, ID}. */
export const assignmentLinkRequestSchema = z.object({
  assignment_id: id(messages.assignmentNotFound),
  assignmentType: z.enum(assignmentLinkTypes, { error: messages.linkTypeInvalid }),
  /** Issue 18: the teacher confirmed replacing the slot's current source. */
  replace: z.boolean().optional(),
  ID: z.string().max(100).optional(),
});
export type AssignmentLinkRequest = z.infer<typeof assignmentLinkRequestSchema>;

export const submissionStatuses = ['submitted', 'pending', 'graded'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

const person = z.object({
  _id: z.string(),
  ID: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  profilePic: z.string().nullable(),
});
export type SubmissionStudent = z.infer<typeof person>;

/** One student of the section and where their submission stands (the spec's submitedAssignment). */
export const submissionEntrySchema = z.object({
  student_id: person,
  status: z.enum(submissionStatuses),
  submission_id: z.string().nullable(),
  /** ISO instant; null while pending (or graded on paper). */
  submissionDate: z.string().nullable(),
  grade: z.number().nullable(),
});
export type SubmissionEntry = z.infer<typeof submissionEntrySchema>;

const named = z.object({ _id: z.string(), name: z.string() });

/** An assignment (spec 001 §3). `gs` is the linked slot's most (null when not linked or none). */
export const assignmentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  submissionType: z.enum(submissionTypes),
  submissionMethod: z.enum(submissionMethods),
  /** ISO instants. */
  dueDate: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  section_id: z.string(),
  course_id: z.string(),
  academic_period_id: z.string(),
  /** Issue 35: the term of the assignment (its marks go to that term's report). */
  academic_period: z.object({ year: z.number().int(), semester: z.number().int() }).optional(),
  section: named,
  course: named,
  teacher_id: z
    .object({ _id: z.string(), fullName: z.string(), email: z.string().nullable(), profilePhoto: z.string().nullable() })
    .nullable(),
  /** Every student of the section for a teacher; only the caller's own entry for a student. */
  submitedAssignment: z.array(submissionEntrySchema),
  /** The student's grade (student view), else null. */
  value: z.number().nullable(),
  gs: z.number().nullable(),
  /** Stored names of the helper documents, read with api.fileUrl('assignments', name, assignmentId). */
  docs: z.array(z.string()),
  assignmentlink: z.object({ assignmentType: z.enum(assignmentLinkTypes) }).nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.object({ assignments: z.array(assignmentSchema) });
export type AssignmentList = z.infer<typeof assignmentListSchema>;
export const savedAssignmentSchema = z.object({ message: z.string(), assignment: assignmentSchema });
export type SavedAssignment = z.infer<typeof savedAssignmentSchema>;

/** A student's own submission. */
export const submissionSchema = z.object({
  _id: z.string(),
  text: z.string().nullable(),
  /** Stored name, read with api.fileUrl('submittedassignmentfile', name, assignmentId). */
  file: z.string().nullable(),
  /** The file's name on the student's computer: the name shown (issue 17). */
  fileName: z.string().optional(),
  submissionDate: z.string().nullable(),
  status: z.enum(['submitted', 'graded']),
  grade: z.number().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** GET assignmentforstudent/{id}/{assignment_id}: the assignment and the caller's submission. */
export const studentAssignmentSchema = z.object({ assignment: assignmentSchema, submission: submissionSchema.nullable() });
export type StudentAssignment = z.infer<typeof studentAssignmentSchema>;
export const savedSubmissionSchema = z.object({ message: z.string(), submission: submissionSchema });
export type SavedSubmission = z.infer<typeof savedSubmissionSchema>;

/**
 * GET submittedassignment_by_student/{teacher}/{assignment}/{student}/{section}/{course}: what the
 * grading screen shows, with the student's grade report (`reportid`, the slots) to save into.
 */
export const submissionDetailSchema = z.object({
  assignment: assignmentSchema,
  student_id: person,
  submission: submissionSchema.nullable(),
  /** The linked slot's most; null when not linked or linked to none. */
  gradescalevalue: z.number().nullable(),
  /** The value in the linked slot now. */
  exam: z.number().nullable(),
  finalExam: z.number().nullable(),
  midExam: z.number().nullable(),
  teachExam: z.array(z.number().nullable()).length(3),
  reportid: z.string().nullable(),
  teacherInSection_id: z.string(),
  /** Issue 18: the grade this assignment wrote is no longer the slot's value (another source or a change wrote since). */
  superseded: z
    .object({
      slot: z.enum(['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3']),
      grade: z.number().nullable(),
      value: z.number().nullable(),
    })
    .nullable()
    .optional(),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** The fields of POST/PUT assignmentsubmission/{id} (multipart: file, text, assignment_id[, submission_id]). */
export const submissionFieldsSchema = z.object({
  assignment_id: id(messages.assignmentNotFound),
  submission_id: z.string().max(100).optional(),
  text: z.string().max(20_000).optional(),
});
