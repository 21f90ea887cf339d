import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeRef, createdAt, pk } from './_id';
import { courses, sections } from './academics';
import { students, teachers } from './people';

// ─── Exams (spec 001): builder, taker, monitoring, results, entrance exams ───────────────────
// The server owns the exam: the correct answers live only in exam_questions.correct_answer, the
// deadline is computed and stored at start, one attempt per student is a unique constraint, and
// every answer is an idempotent upsert keyed by (attempt, question) with a client sequence number.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An exam: of sections and courses (sectioninfo), or an entrance exam for applicants of a grade. */
export const exams = pgTable(
  'exams',
  {
    id: pk(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    totalMarks: integer('total_marks').notNull(),
    caution: text('caution').notNull().default(''),
    canBeUsedAsMock: boolean('can_be_used_as_mock').notNull().default(false),
    teacherId: text('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    /** The grade the exam is for, e.g. 'Grade 7' (entrance exams). */
    gradeName: text('grade_name'),
    /** An entrance exam is taken by applicants before approval (entrance_exam_links). */
    isEntrance: boolean('is_entrance').notNull().default(false),
    resultsAnnounced: boolean('results_announced').notNull().default(false),
    announcedAt: ts('announced_at'),
    /** examlink: the grade slot announced scores are written into (finalExam … teachExam3, none). */
    linkType: text('link_type', { enum: ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3', 'none'] })
      .notNull()
      .default('none'),
    /** A violation of this level or higher ends the attempt; 0 = never (docs/decisions/0027-exams-the-server-owns-the-clock-and-the-answers.md). */
    terminationLevel: integer('termination_level').notNull().default(3),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('exams_teacher_idx').on(t.teacherId),
    check('exams_window_check', sql`${t.endTime} > ${t.startTime}`),
    check('exams_termination_level_check', sql`${t.terminationLevel} between 0 and 3`),
  ],
);

/** sectioninfo: the sections and courses an exam is for (the teacher teaches each). */
export const examSections = pgTable(
  'exam_sections',
  {
    id: pk(),
    examId: cascadeRef('exam_id', () => exams.id),
    sectionId: cascadeRef('section_id', () => sections.id),
    courseId: cascadeRef('course_id', () => courses.id),
  },
  (t) => [unique('exam_sections_unique').on(t.examId, t.sectionId, t.courseId), index('exam_sections_section_idx').on(t.sectionId)],
);

/** A question; `correct_answer` never leaves the server before the announcement. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: pk(),
    examId: cascadeRef('exam_id', () => exams.id),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    type: text('type', { enum: ['multiple-choice', 'true-false', 'short-answer'] }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    correctAnswer: text('correct_answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('exam_questions_exam_idx').on(t.examId, t.position),
    // The target of exam_question_figures' (exam_id, question_id): a link stays within one exam.
    unique('exam_questions_exam_id_unique').on(t.examId, t.id),
  ],
);

/** A figure shown on the guard screen (image upload with number and description). */
export const examFigures = pgTable(
  'exam_figures',
  {
    id: pk(),
    examId: cascadeRef('exam_id', () => exams.id),
    figureNumber: integer('figure_number').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('exam_figures_number_unique').on(t.examId, t.figureNumber), unique('exam_figures_exam_id_unique').on(t.examId, t.id)],
);

/**
 * The figures a question uses (issue 38, decision 275): shown on that question's page. Both
 * references carry the exam, so the database refuses a link to another exam's figure; deleting
 * the question or the figure deletes the link.
 */
export const examQuestionFigures = pgTable(
  'exam_question_figures',
  {
    examId: text('exam_id').notNull(),
    questionId: text('question_id').notNull(),
    figureId: text('figure_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'exam_question_figures_pk', columns: [t.questionId, t.figureId] }),
    foreignKey({
      name: 'exam_question_figures_question_fk',
      columns: [t.examId, t.questionId],
      foreignColumns: [examQuestions.examId, examQuestions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'exam_question_figures_figure_fk',
      columns: [t.examId, t.figureId],
      foreignColumns: [examFigures.examId, examFigures.id],
    }).onDelete('cascade'),
    index('exam_question_figures_figure_idx').on(t.figureId),
    index('exam_question_figures_exam_idx').on(t.examId),
  ],
);

/** The exam code (6 characters); one per exam. */
export const examCodes = pgTable('exam_codes', {
  id: pk(),
  examId: text('exam_id')
    .notNull()
    .unique('exam_codes_exam_unique')
    .references(() => exams.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  createdAt: createdAt(),
});

/** One attempt per student per exam; the deadline is the server's, fixed at start. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: pk(),
    examId: cascadeRef('exam_id', () => exams.id),
    studentId: cascadeRef('student_id', () => students.id),
    startedAt: ts('started_at').notNull(),
    /** min(start + duration, end_time). */
    deadline: ts('deadline').notNull(),
    /** The start time the browser sent (kept for the log; never used for the deadline). */
    clientStartTime: ts('client_start_time'),
    /** Set once, when the attempt is finalised (submit, termination or the deadline sweep). */
    submittedAt: ts('submitted_at'),
    finalizedBy: text('finalized_by', { enum: ['student', 'termination', 'deadline'] }),
    terminated: boolean('terminated').notNull().default(false),
    correctCount: integer('correct_count'),
    totalQuestions: integer('total_questions'),
    /** The value written into the grade slot at the announcement. */
    gradeValue: doublePrecision('grade_value'),
    /**
     * The page (a tab on a device) that holds the attempt now: the newest to open it takes over,
     * an older one's writes are refused (decision 150). Null until a page claims it.
     */
    claim: text('claim'),
    claimedAt: ts('claimed_at'),
  },
  (t) => [
    unique('exam_attempts_one_per_student').on(t.examId, t.studentId),
    index('exam_attempts_open_idx')
      .on(t.deadline)
      .where(sql`${t.submittedAt} is null`),
  ],
);

/** The saved answer of a question; `seq` (per question, from the client) makes saves idempotent. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    id: pk(),
    attemptId: cascadeRef('attempt_id', () => examAttempts.id),
    questionId: cascadeRef('question_id', () => examQuestions.id),
    answer: text('answer').notNull(),
    seq: integer('seq').notNull(),
    savedAt: ts('saved_at').notNull(),
  },
  (t) => [unique('exam_answers_attempt_question_unique').on(t.attemptId, t.questionId)],
);

/** studentmistakes: a reported violation with its level (1 to 3). */
export const examMistakes = pgTable(
  'exam_mistakes',
  {
    id: pk(),
    attemptId: cascadeRef('attempt_id', () => examAttempts.id),
    name: text('name').notNull(),
    type: integer('type').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('exam_mistakes_attempt_idx').on(t.attemptId), check('exam_mistakes_type_check', sql`${t.type} between 1 and 3`)],
);

/**
 * What the integrity log records beside violations, never counted as one (decision 150): the
 * connection going offline / online, the page closed or reloaded ('left'), a reload resumed
 * ('reload'), another tab or device taking the attempt over ('takeover'), the exam screen hidden
 * on a phone, where a screen lock cannot be told from another app ('hidden').
 */
export const examLogKinds = ['offline', 'online', 'left', 'reload', 'takeover', 'hidden'] as const;
/** The events above, with the browser's and the server's time. */
export const examConnectionEvents = pgTable(
  'exam_connection_events',
  {
    id: pk(),
    attemptId: cascadeRef('attempt_id', () => examAttempts.id),
    kind: text('kind', { enum: examLogKinds }).notNull(),
    /** When the browser saw it (its clock). */
    at: ts('at').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [
    index('exam_connection_events_attempt_idx').on(t.attemptId),
    check('exam_connection_events_kind_check', sql`${t.kind} in ('offline', 'online', 'left', 'reload', 'takeover', 'hidden')`),
  ],
);
