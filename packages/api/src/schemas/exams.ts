import { z } from 'zod';
import { messages } from '../messages';
import { isCalendarDate, isRealInstant } from './common';

// ─── Exams (spec 001 §3, §4, §5, §7, §9) ─────────────────────────────────────────────────────
// Requests are checked by the server with these schemas; the client forms use the same ones.
// What a student receives never carries a correct answer before the announcement: the student
// schemas below have no such field at all.

const id = (message: string = messages.invalidData) => z.string({ error: message }).trim().min(1, message).max(100);
const optionalId = z.string().trim().max(100).optional();
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A whole number sent as a number or a numeric string ('' counts as missing). */
const wholeNumber = (required: string, invalid: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: (i) => (i.input === undefined ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, invalid),
  );
const instant = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(40).refine(isRealInstant, messages.examTimeInvalid);

export const examLinkTypes = ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3', 'none'] as const;
export type ExamLinkType = (typeof examLinkTypes)[number];
export const questionTypes = ['multiple-choice', 'true-false', 'short-answer'] as const;
export type QuestionType = (typeof questionTypes)[number];
/** Violation levels of spec 001 §9; 0 as a termination level means "never". */
export const violationLevels = [1, 2, 3] as const;
export type ViolationLevel = (typeof violationLevels)[number];

/**
 * 6 characters from upper and lower case letters, digits and !@#$%^&*() (spec 001 §5): every such
 * code is accepted, whoever made it (issue 34: a client drawing from the spec's alphabet was
 * refused a third of the time). The product's own generator draws from EXAM_CODE_ALPHABET, which
 * leaves out the look-alikes I, l, 1, O and 0 (issue 17), so a code it makes is read off a board
 * right. A new or regenerated code is checked against the pattern; entering a code compares with
 * what is stored.
 */
export const EXAM_CODE_LOOKALIKES = 'Il1O0';
export const EXAM_CODE_PATTERN = /^[A-Za-z0-9!@#$%^&*()]{6}$/;
export const EXAM_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*()';
/** Answers in flight are accepted this long after the deadline. */
export const EXAM_GRACE_MS = 60_000;
export const MAX_QUESTIONS_PER_EXAM = 200;

// Scoring lives in a module without zod, so the result screens do not load the schemas (decision 99).
export { isCorrectAnswer } from '../examAnswers';

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
});
export type TeacherQuestion = z.infer<typeof teacherQuestionSchema>;
export const examFigureSchema = z.object({ _id: z.string(), figureNumber: z.number().int(), description: z.string(), image: z.string() });
export type ExamFigure = z.infer<typeof examFigureSchema>;

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

export const integrityEventSchema = z.object({
  kind: z.enum(['violation', 'offline', 'online', 'left', 'reload', 'takeover', 'hidden']),
  name: z.string(),
  /** The violation level; null for connection events (never counted). */
  level: z.number().int().nullable(),
  at: z.string(),
});
export type IntegrityEvent = z.infer<typeof integrityEventSchema>;

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

// ─── Student views (no correct answers) ──────────────────────────────────────

export const attemptSchema = z.object({
  _id: z.string(),
  start_time: z.string(),
  deadline: z.string(),
  submitted_at: z.string().nullable(),
  terminated: z.boolean(),
  finalized_by: z.enum(['student', 'termination', 'deadline']).nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

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
