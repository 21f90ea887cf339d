import { z } from 'zod';
import { messages } from '../../messages';

// ─── Applicants: approval, entrance exams, questionnaires (spec 000 §2, §3, §7) ──

/** A row of GET studenttobeapproved. */
export const applicantRowSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  /** The grade applied for. */
  classG: z.string().nullable(),
  application_year: z.number().int().nullable(),
  application_semester: z.number().int().nullable(),
  /** Application time, ms. */
  Date: z.number(),
});
export type ApplicantRow = z.infer<typeof applicantRowSchema>;
export const applicantListSchema = z.object({
  StudentsTobeApproved: z.array(applicantRowSchema),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type ApplicantList = z.infer<typeof applicantListSchema>;

/** POST approve {_id} (the student record's _id). */
export const approveRequestSchema = z.object({
  _id: z.string().trim().min(1, messages.studentNotFoundError).max(100, messages.invalidData),
});
export type ApproveRequest = z.infer<typeof approveRequestSchema>;

// ─── Entrance exams ─────────────────────────────────────────────────────────

/** An exam as the entrance-exam selector and the assigned list show it. */
export const entranceExamSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO date-times. */
  start_time: z.string(),
  end_time: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  total_marks: z.number().int(),
  caution: z.string(),
  /** The grade the exam is written for, e.g. 'Grade 7'. */
  grade_name: z.string().nullable(),
  teacher_id: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type EntranceExam = z.infer<typeof entranceExamSchema>;
/** GET examsforentrance (our path): the entrance exams, soonest first. */
export const entranceExamListSchema = z.object({ exams: z.array(entranceExamSchema) });

/** Entrance exam link (spec 000 §3). */
export const entranceExamLinkSchema = z.object({
  _id: z.string(),
  student_id: z.string(),
  grade_name: z.string(),
  exam_id: entranceExamSchema,
  /** Whether the applicant has started this exam: an admin then opens the result (issue 17). */
  taken: z.boolean().optional(),
});
export type EntranceExamLink = z.infer<typeof entranceExamLinkSchema>;
export const entranceExamLinkListSchema = z.object({ links: z.array(entranceExamLinkSchema) });

/** POST createenterancelink {student_id, exam_id, grade_name}; 201. */
export const createEntranceLinkRequestSchema = z.object({
  student_id: z.string().trim().min(1, messages.studentNotFoundError).max(100, messages.invalidData),
  exam_id: z.string().trim().min(1, messages.examRequired).max(100, messages.invalidData),
  grade_name: z.string().trim().min(1, messages.gradeNameRequired).max(40),
});
export type CreateEntranceLinkRequest = z.infer<typeof createEntranceLinkRequestSchema>;

// ─── Questionnaires ─────────────────────────────────────────────────────────

export const questionnaireTypes = ['text', 'file'] as const;
export const questionnaireFileTypes = ['all', 'pdf', 'word', 'image'] as const;
export type QuestionnaireFileType = (typeof questionnaireFileTypes)[number];

/** Questionnaire (spec 000 §3); answer_id is null until the applicant answers. */
export const questionnaireSchema = z.object({
  _id: z.string(),
  question: z.string(),
  type: z.enum(questionnaireTypes),
  fileType: z.enum(questionnaireFileTypes),
  owner_id: z.string(),
  receiver_id: z.string(),
  /**
   * The text answer, or the stored file name of a file answer; `name` is that file's name on the
   * applicant's computer, the name every screen shows (issue 17).
   */
  answer_id: z.object({ answer: z.string(), name: z.string().optional() }).nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;
export const questionnaireListSchema = z.object({ questionnaires: z.array(questionnaireSchema) });

const questionFields = {
  question: z.string().trim().min(1, messages.questionRequired).max(2000),
  type: z.enum(questionnaireTypes, { error: messages.questionnaireTypeValue }),
  fileType: z.enum(questionnaireFileTypes, { error: messages.fileTypeValue }).default('all'),
};
/**
 * POST createquestionaire {question, fileType, type, owner_id, receiver_id}; 201. The owner is
 * always the signed-in admin (owner_id is accepted and ignored); receiver_id is the applicant's
 * user _id.
 */
export const createQuestionnaireRequestSchema = z.object({
  ...questionFields,
  owner_id: z.string().max(100, messages.invalidData).optional(),
  receiver_id: z.string().trim().min(1, messages.receiverNotApplicant).max(100, messages.invalidData),
});
export type CreateQuestionnaireRequest = z.input<typeof createQuestionnaireRequestSchema>;
/** PUT updatequestionaire/{id} {question, type, fileType}. */
export const updateQuestionnaireRequestSchema = z.object(questionFields);
export type UpdateQuestionnaireRequest = z.input<typeof updateQuestionnaireRequestSchema>;
