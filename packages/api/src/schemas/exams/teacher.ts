// The teacher's side of exams: the builder's requests, the teacher's views (questions with their
// keys) and the result screens (keys included: for a student, only after the announcement).
import { z } from 'zod';
import { messages } from '../../messages';
import { examLinkTypes, questionTypes, EXAM_CODE_PATTERN, examFigureSchema, integrityEventSchema, attemptSchema } from './common';
import { id, optionalId, wholeNumber, instant } from './fields';

// ─── Builder requests ────────────────────────────────────────────────────────

const sectionInfoItem = z.object({ section_id: id(messages.examSectionRequired), course_id: id(messages.examSectionRequired) });

/** POST exam and PUT exam/{exam_id} (spec 001 §7); is_entrance, grade_name and termination_level are ours. */
export const examRequestSchema = z
  .object({
    title: z.string({ error: messages.examTitleRequired }).trim().min(1, messages.examTitleRequired).max(200),
    description: z.string().max(5000).optional().default(''),
    start_time: instant(messages.examStartRequired),
    end_time: instant(messages.examEndRequired),
    duration: wholeNumber(messages.examDurationRequired, messages.examDurationInvalid, 1, 600),
    total_marks: wholeNumber(messages.examTotalMarksRequired, messages.examTotalMarksInvalid, 1, 1000),
    caution: z.string().max(2000).optional().default(''),
    can_be_used_as_mock: z.boolean().optional().default(false),
    ID: optionalId,
    sectioninfo: z.array(sectionInfoItem).max(30).optional().default([]),
    is_entrance: z.boolean().optional().default(false),
    grade_name: z.string().trim().max(40).nullish(),
    termination_level: z.number().int().min(0).max(3).optional().default(3),
  })
  .superRefine((b, ctx) => {
    if (
      !Number.isNaN(Date.parse(b.start_time)) &&
      !Number.isNaN(Date.parse(b.end_time)) &&
      Date.parse(b.end_time) <= Date.parse(b.start_time)
    )
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: messages.examEndAfterStart });
    if (b.is_entrance && !b.grade_name) ctx.addIssue({ code: 'custom', path: ['grade_name'], message: messages.examGradeRequired });
    if (!b.is_entrance && b.sectioninfo.length === 0)
      ctx.addIssue({ code: 'custom', path: ['sectioninfo'], message: messages.examSectionRequired });
  });
export type ExamRequest = z.input<typeof examRequestSchema>;

/** POST question/{exam_id} and PUT question/{exam_id} (with question_id). */
export const questionRequestSchema = z
  .object({
    text: z.string({ error: messages.examQuestionTextRequired }).trim().min(1, messages.examQuestionTextRequired).max(2000),
    type: z.enum(questionTypes, { error: messages.examQuestionTypeRequired }),
    options: z.array(z.string().trim().min(1).max(500)).max(10).optional().default([]),
    correctAnswer: z.string({ error: messages.examCorrectAnswerRequired }).trim().min(1, messages.examCorrectAnswerRequired).max(2000),
    ID: optionalId,
    exam_id: optionalId,
    question_id: optionalId,
    /**
     * Ours (issue 38, decision 275): the `_id`s of the exam's figures the question uses, shown on its
     * page. Absent: a new question is linked to the figures its text names ('Figure 2', 'Fig. 2'),
     * an edited one keeps its links; [] links none. A figure not of this exam is refused (400).
     */
    figure_ids: z.array(id(messages.examFigureNotInExam)).max(50).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'multiple-choice') {
      if (new Set(q.options).size < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: messages.examOptionsRequired });
      else if (!q.options.includes(q.correctAnswer))
        ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: messages.examCorrectNotAnOption });
    }
    if (q.type === 'true-false' && !['True', 'False'].includes(q.correctAnswer))
      ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: messages.examTrueFalseAnswer });
  });
export type QuestionRequest = z.input<typeof questionRequestSchema>;

/** The text fields of POST/PUT examfig (multipart; the file is `image`). */
export const figureFieldsSchema = z.object({
  figureNumber: wholeNumber(messages.examFigureNumberRequired, messages.examFigureNumberRequired, 1, 999),
  description: z.string().max(1000).optional().default(''),
  exam_id: optionalId,
});

/** POST examcode / PUT examcode/{code_id}. */
export const examCodeRequestSchema = z.object({
  exam_code: z
    .string({ error: messages.examCodeInvalid })
    .max(40, messages.examCodeInvalid)
    .regex(EXAM_CODE_PATTERN, messages.examCodeInvalid),
  exam_id: id(messages.examNotFound),
});
export type ExamCodeRequest = z.infer<typeof examCodeRequestSchema>;

/** POST examlink {exam_id, examType, ID}. */
export const examLinkRequestSchema = z.object({
  exam_id: id(messages.examNotFound),
  examType: z.enum(examLinkTypes, { error: messages.linkTypeInvalid }),
  /** Issue 18: the teacher confirmed replacing the slot's current source. */
  replace: z.boolean().optional(),
  ID: optionalId,
});
export type ExamLinkRequest = z.infer<typeof examLinkRequestSchema>;

// ─── Teacher views ───────────────────────────────────────────────────────────

const named = z.object({ _id: z.string(), name: z.string() });
export const examSectionInfoSchema = z.object({
  section_id: named,
  course_id: named,
  /** Issue 35: the term of the section (the exam's marks go to that term's report). */
  academic_period: z.object({ year: z.number().int(), semester: z.number().int() }).optional(),
});

/** An exam as its teacher sees it in the list. */
export const teacherExamSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.number().int(),
  total_marks: z.number().int(),
  caution: z.string(),
  can_be_used_as_mock: z.boolean(),
  sectioninfo: z.array(examSectionInfoSchema),
  is_entrance: z.boolean(),
  grade_name: z.string().nullable(),
  termination_level: z.number().int(),
  isExamAnnounced: z.boolean(),
  isExamTaken: z.boolean(),
  studentExamTaken: z.number().int(),
  examlink: z.object({ examType: z.enum(examLinkTypes) }),
  questionCount: z.number().int(),
});
export type TeacherExamSummary = z.infer<typeof teacherExamSummarySchema>;
/** GET exams/{_id}: one page of the teacher's exams (pageQuerySchema), with the totals of every page. */
export const teacherExamListSchema = z.object({
  exams: z.array(teacherExamSummarySchema),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type TeacherExamList = z.infer<typeof teacherExamListSchema>;

export const teacherQuestionSchema = z.object({
  _id: z.string(),
  text: z.string(),
  type: z.enum(questionTypes),
  options: z.array(z.string()),
  answer_id: z.object({ correctAnswer: z.string() }),
  /** Ours (decision 275): the `_id`s of the figures the question uses, by figure number. */
  figure_ids: z.array(z.string()).optional(),
});
export type TeacherQuestion = z.infer<typeof teacherQuestionSchema>;

/** GET exam/{_id}/{exam_id}: one exam with its questions (keys included) and figures. */
export const teacherExamSchema = teacherExamSummarySchema.extend({
  questions: z.array(teacherQuestionSchema),
  figures: z.array(examFigureSchema),
  hasCode: z.boolean(),
  /**
   * Why the result cannot be announced yet (with the time in the school's words), or null when it
   * can; sent by GET exam/{_id}/{exam_id} (issue 17). Absent in the answers of the builder's writes.
   */
  announceBlocker: z.string().nullable().optional(),
});
export type TeacherExam = z.infer<typeof teacherExamSchema>;
export const teacherExamResponseSchema = z.object({ exam: teacherExamSchema });
export const savedExamSchema = z.object({ message: z.string(), exam_id: z.string(), exam: teacherExamSchema });
export type SavedExam = z.infer<typeof savedExamSchema>;

export const examCodeSchema = z.object({ _id: z.string(), code: z.string(), exam_id: z.string() });
export type ExamCode = z.infer<typeof examCodeSchema>;
export const examCodeResponseSchema = z.object({ code: examCodeSchema.nullable() });
export const savedExamCodeSchema = z.object({ message: z.string(), code: examCodeSchema });

const takerStudent = z.object({
  _id: z.string(),
  ID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  profilePic: z.string().nullable(),
});
/** One row of GET studentstakeexam/{id}/{exam_id} (student-took-exam record, spec 001 §3). */
export const examTakerSchema = z.object({
  _id: z.string(),
  student_id: takerStudent,
  stud_errors: z.array(z.object({ _id: z.string(), name: z.string(), type: z.number().int(), at: z.string() })),
  termination: z.boolean(),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  integrityLog: z.array(integrityEventSchema),
});
export type ExamTaker = z.infer<typeof examTakerSchema>;
export const examTakersSchema = z.object({ students: z.array(examTakerSchema) });
export type ExamTakers = z.infer<typeof examTakersSchema>;

// ─── Result screens (studenttakeexam and myexam) ─────────────────────────────

/** Student-exam result (spec 001 §3); questions carry their keys: after the announcement only, for a student. */
export const examResultSchema = z.object({
  student_id: takerStudent,
  exam_id: teacherExamSummarySchema,
  answers: z.array(z.object({ question_id: z.string(), answer_value: z.string() })),
  questions: z.array(teacherQuestionSchema),
  examFigures: z.array(examFigureSchema),
  examLinkWith: z.enum(examLinkTypes),
  grade_value: z.array(z.object({ section: z.string(), course: z.string(), gradeScale: z.number(), examValue: z.number().nullable() })),
  attempt: attemptSchema,
  integrityLog: z.array(integrityEventSchema),
});
export type ExamResult = z.infer<typeof examResultSchema>;
export const examResultResponseSchema = z.object({ result: examResultSchema });
export const announceResponseSchema = z.object({ message: z.string(), announced: z.number().int(), skipped: z.array(z.string()) });
export type AnnounceResponse = z.infer<typeof announceResponseSchema>;
