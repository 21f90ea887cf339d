// The taker's side of exams: the taking requests and the student's views. What a student receives
// never carries a correct answer before the announcement: these schemas have no such field at all.
import { z } from 'zod';
import { messages } from '../../messages';
import { isCalendarDate, isRealInstant } from '../common';
import { questionTypes, examFigureSchema, integrityEventSchema, attemptSchema } from './common';
import { id, optionalId } from './fields';

// ─── Taking requests ─────────────────────────────────────────────────────────

/** POST compareexamcode {exam_code, exam_id}. */
export const compareCodeRequestSchema = z.object({
  exam_code: z.string({ error: messages.examCodeWrong }).max(20),
  exam_id: id(messages.examNotFound),
});
export type CompareCodeRequest = z.infer<typeof compareCodeRequestSchema>;

/** POST start_exam {exam_id, student_id, start_time}; exam_code and birth_date are ours (checked by the server). */
export const startExamRequestSchema = z.object({
  exam_id: id(messages.examNotFound),
  student_id: optionalId,
  /** The browser's clock, logged only: the server's clock sets the deadline. */
  start_time: z.union([z.number(), z.string().max(40)]).optional(),
  exam_code: z.string().max(20).optional(),
  birth_date: z
    .string({ error: messages.examBirthDateRequired })
    .trim()
    .max(10, messages.examBirthDateRequired)
    .refine(isCalendarDate, messages.examBirthDateRequired),
});
export type StartExamRequest = z.input<typeof startExamRequestSchema>;

/** POST answersinglequestion/ {exam_id, answer, question_id}; `seq` (ours) orders saves of one question. */
export const answerRequestSchema = z.object({
  exam_id: id(messages.examNotFound),
  question_id: id(messages.examQuestionNotFound),
  answer: z.string({ error: messages.examAnswerInvalid }).max(2000, messages.examAnswerTooLong),
  seq: z.number().int().min(1).max(1_000_000_000).optional().default(1),
  /** Ours: the page's claim (examclaim); a page another tab or device took over is refused (409 taken_over). */
  claim: z.string().max(64).optional(),
});
export type AnswerRequest = z.input<typeof answerRequestSchema>;

/**
 * POST examclaim (ours, decision 150): the page that opens an attempt claims it; the newest page
 * holds it, an older one is told it continues elsewhere. `reload`: the same tab came back after
 * unloading (a reload), logged as such; otherwise a claim over another page's is a takeover.
 */
export const claimRequestSchema = z.object({
  exam_id: id(messages.examNotFound),
  claim: z.string().trim().min(8).max(64),
  reload: z.boolean().optional().default(false),
  /** Only asks whether this page still holds the attempt (a page shown again on an older device): takes nothing. */
  check: z.boolean().optional().default(false),
});
export type ClaimRequest = z.input<typeof claimRequestSchema>;
export const claimResponseSchema = z.object({
  message: z.string(),
  claim: z.string(),
  logged: z.enum(['none', 'reload', 'takeover']),
  /** Whether this page holds the attempt (after the claim; with `check`, as it stands). */
  held: z.boolean(),
});
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/** POST submitexam/ {exam_id, check_first}. */
export const submitExamRequestSchema = z.object({
  exam_id: id(messages.examNotFound),
  check_first: z.boolean().optional().default(false),
  claim: z.string().max(64).optional(),
});
export type SubmitExamRequest = z.input<typeof submitExamRequestSchema>;

/** POST studentmistakes/ {exam_id, name, type}. */
export const mistakeRequestSchema = z.object({
  exam_id: id(messages.examNotFound),
  name: z.string().trim().min(1).max(100),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: messages.invalidData }),
  claim: z.string().max(64).optional(),
});
export type MistakeRequest = z.infer<typeof mistakeRequestSchema>;

/** POST examconnection (ours): offline/online seen by the taker, sent when back online. */
export const connectionEventsRequestSchema = z.object({
  exam_id: id(messages.examNotFound),
  events: z
    .array(
      z.object({
        /** offline/online; 'left' the page closed or reloaded; 'hidden' a phone's screen hidden (decision 150). */
        kind: z.enum(['offline', 'online', 'left', 'hidden']),
        at: z.string().max(40).refine(isRealInstant),
      }),
    )
    .min(1)
    .max(50),
});
export type ConnectionEventsRequest = z.infer<typeof connectionEventsRequestSchema>;

// ─── Student views (no correct answers) ──────────────────────────────────────

/** An exam in the student's list. */
export const studentExamSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.number().int(),
  total_marks: z.number().int(),
  courses: z.array(z.string()),
  is_entrance: z.boolean(),
  isExamTaken: z.boolean(),
  isExamAnnounced: z.boolean(),
});
export type StudentExamSummary = z.infer<typeof studentExamSummarySchema>;
export const studentExamListSchema = z.object({ exams: z.array(studentExamSummarySchema), serverNow: z.string() });
export type StudentExamList = z.infer<typeof studentExamListSchema>;

/** GET examforstudent/{id}/{exam_id}: the start and guard screens. */
export const studentExamSchema = studentExamSummarySchema.extend({
  caution: z.string(),
  figures: z.array(examFigureSchema),
  questionCount: z.number().int(),
  hasCode: z.boolean(),
  attempt: attemptSchema.nullable(),
  /** What was recorded, once the attempt is finished (the student's own integrity log). */
  integrityLog: z.array(integrityEventSchema),
  serverNow: z.string(),
});
export type StudentExam = z.infer<typeof studentExamSchema>;
export const studentExamResponseSchema = z.object({ exam: studentExamSchema });

export const studentQuestionSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  text: z.string(),
  type: z.enum(questionTypes),
  options: z.array(z.string()),
  /** Ours (decision 275): the `_id`s of the exam's figures (`figures`) the question uses, by figure number. */
  figure_ids: z.array(z.string()).optional(),
});
export type StudentQuestion = z.infer<typeof studentQuestionSchema>;
export const savedAnswerSchema = z.object({ question_id: z.string(), answer: z.string(), seq: z.number().int() });
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** GET examforstudentquestion/{id}/{exam_id}?page&limit (student exam view, spec 001 §3). */
export const studentQuestionPageSchema = z.object({
  questions: z.array(studentQuestionSchema),
  pagination: z.object({ totalQuestions: z.number().int(), totalPages: z.number().int(), page: z.number().int() }),
  /** The saved answer of the page's (first) question, or null. */
  answer: savedAnswerSchema.nullable(),
  /** Saved answers of every question on the page. */
  answers: z.array(savedAnswerSchema),
  unansweredQuestions: z.number().int(),
  deadline: z.string(),
  serverNow: z.string(),
});
export type StudentQuestionPage = z.infer<typeof studentQuestionPageSchema>;

export const compareCodeResponseSchema = z.object({ message: z.string() });
export const startExamResponseSchema = z.object({ message: z.string(), attempt: attemptSchema, serverNow: z.string() });
export type StartExamResponse = z.infer<typeof startExamResponseSchema>;
export const answerResponseSchema = z.object({ message: z.string(), question_id: z.string(), seq: z.number().int() });
export type AnswerResponse = z.infer<typeof answerResponseSchema>;
export const submitExamResponseSchema = z.object({
  message: z.string(),
  submitted: z.boolean(),
  unansweredQuestions: z.number().int(),
  attempt: attemptSchema,
});
export type SubmitExamResponse = z.infer<typeof submitExamResponseSchema>;
export const mistakeResponseSchema = z.object({ message: z.string(), termination: z.boolean(), mistakes: z.number().int() });
export type MistakeResponse = z.infer<typeof mistakeResponseSchema>;
