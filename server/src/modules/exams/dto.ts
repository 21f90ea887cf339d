import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { type IntegrityEvent, type TeacherExamSummary } from '@school/api/schemas';
import { messages, storedTextInReaderLanguage } from '../../i18n';
import type { Db } from '../../db';
import {
  academicPeriods,
  courses,
  examAttempts,
  examConnectionEvents,
  examFigures,
  examMistakes,
  examQuestionFigures,
  examQuestions,
  examSections,
  exams,
  grades,
  sections,
} from '../../db/schema';
import { notFound } from '../../http/errors';

// ─── Rows → the contract's shapes (spec 001 §3) ──────────────────────────────────────────────

export type ExamRow = typeof exams.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;

export const iso = (d: Date) => d.toISOString();

export async function findExam(db: Db, examId: string): Promise<ExamRow> {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId)).limit(1);
  if (!row) throw notFound(messages.examNotFound);
  return row;
}

/** sectioninfo of several exams, with section and course names. */
export async function sectionInfoOf(db: Db, examIds: string[]) {
  const out = new Map<string, TeacherExamSummary['sectioninfo']>();
  if (examIds.length === 0) return out;
  const rows = await db
    .select({
      examId: examSections.examId,
      sectionId: sections.id,
      sectionName: sections.name,
      courseId: courses.id,
      courseName: courses.name,
      year: academicPeriods.year,
      semester: academicPeriods.semester,
    })
    .from(examSections)
    .innerJoin(sections, eq(sections.id, examSections.sectionId))
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, grades.academicPeriodId))
    .innerJoin(courses, eq(courses.id, examSections.courseId))
    .where(inArray(examSections.examId, examIds))
    .orderBy(asc(sections.name), asc(courses.name));
  for (const r of rows) {
    const list = out.get(r.examId) ?? [];
    list.push({
      section_id: { _id: r.sectionId, name: r.sectionName },
      course_id: { _id: r.courseId, name: r.courseName },
      academic_period: { year: r.year, semester: r.semester },
    });
    out.set(r.examId, list);
  }
  return out;
}

async function countsBy(db: Db, table: typeof examAttempts | typeof examQuestions, examIds: string[]) {
  const out = new Map<string, number>();
  if (examIds.length === 0) return out;
  const rows = await db
    .select({ examId: table.examId, n: count() })
    .from(table)
    .where(inArray(table.examId, examIds))
    .groupBy(table.examId);
  for (const r of rows) out.set(r.examId, Number(r.n));
  return out;
}

/** The list/summary shape of several exams. */
export async function examSummaries(db: Db, rows: ExamRow[]): Promise<TeacherExamSummary[]> {
  const ids = rows.map((r) => r.id);
  const [infos, takers, questions] = await Promise.all([
    sectionInfoOf(db, ids),
    countsBy(db, examAttempts, ids),
    countsBy(db, examQuestions, ids),
  ]);
  return rows.map((e) => ({
    _id: e.id,
    title: e.title,
    description: e.description,
    start_time: iso(e.startTime),
    end_time: iso(e.endTime),
    duration: e.duration,
    total_marks: e.totalMarks,
    caution: e.caution,
    can_be_used_as_mock: e.canBeUsedAsMock,
    sectioninfo: infos.get(e.id) ?? [],
    is_entrance: e.isEntrance,
    grade_name: e.gradeName,
    termination_level: e.terminationLevel,
    isExamAnnounced: e.resultsAnnounced,
    isExamTaken: (takers.get(e.id) ?? 0) > 0,
    studentExamTaken: takers.get(e.id) ?? 0,
    examlink: { examType: e.linkType },
    questionCount: questions.get(e.id) ?? 0,
  }));
}

export async function questionsOf(db: Db, examId: string) {
  return db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position), asc(examQuestions.createdAt));
}

export async function figuresOf(db: Db, examId: string) {
  const rows = await db.select().from(examFigures).where(eq(examFigures.examId, examId)).orderBy(asc(examFigures.figureNumber));
  return rows.map((f) => ({ _id: f.id, figureNumber: f.figureNumber, description: f.description, image: f.image }));
}

/**
 * The figures each question of an exam uses (decision 275): question id → figure ids, in the
 * order of the figures' numbers. A question without links has no entry.
 */
export async function figureLinksOf(db: Db, examId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ questionId: examQuestionFigures.questionId, figureId: examQuestionFigures.figureId })
    .from(examQuestionFigures)
    .innerJoin(examFigures, eq(examFigures.id, examQuestionFigures.figureId))
    .where(eq(examQuestionFigures.examId, examId))
    .orderBy(asc(examFigures.figureNumber));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.questionId, [...(out.get(r.questionId) ?? []), r.figureId]);
  return out;
}

/**
 * Questions with their keys: for the exam's teacher, admins, and a student after the announcement;
 * with `links` (figureLinksOf), each question's figure_ids.
 */
export const questionsWithKeys = (rows: (typeof examQuestions.$inferSelect)[], links?: Map<string, string[]>) =>
  rows.map((q) => ({
    _id: q.id,
    text: q.text,
    type: q.type,
    options: q.options,
    answer_id: { correctAnswer: q.correctAnswer },
    ...(links ? { figure_ids: links.get(q.id) ?? [] } : {}),
  }));

export const attemptDto = (a: AttemptRow) => ({
  _id: a.id,
  start_time: iso(a.startedAt),
  deadline: iso(a.deadline),
  submitted_at: a.submittedAt ? iso(a.submittedAt) : null,
  terminated: a.terminated,
  finalized_by: a.finalizedBy ?? null,
});

/** Violations and connection events of attempts, oldest first, per attempt. */
export async function integrityLogs(db: Db, attemptIds: string[]) {
  const out = new Map<string, { log: IntegrityEvent[]; mistakes: (typeof examMistakes.$inferSelect)[] }>();
  for (const id of attemptIds) out.set(id, { log: [], mistakes: [] });
  if (attemptIds.length === 0) return out;
  const [mistakes, events] = await Promise.all([
    db.select().from(examMistakes).where(inArray(examMistakes.attemptId, attemptIds)).orderBy(asc(examMistakes.at)),
    db.select().from(examConnectionEvents).where(inArray(examConnectionEvents.attemptId, attemptIds)).orderBy(asc(examConnectionEvents.at)),
  ]);
  for (const m of mistakes) {
    const e = out.get(m.attemptId)!;
    e.mistakes.push(m);
    // Recorded in the taker's language, read in the reader's (issue 38).
    e.log.push({ kind: 'violation', name: storedTextInReaderLanguage(m.name), level: m.type, at: iso(m.at) });
  }
  for (const c of events) out.get(c.attemptId)!.log.push({ kind: c.kind, name: c.kind, level: null, at: iso(c.at) });
  for (const e of out.values()) e.log.sort((a, b) => a.at.localeCompare(b.at));
  return out;
}

/** How many attempts of the exam are still open (not finalised). */
export async function openAttempts(db: Db, examId: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), isNull(examAttempts.submittedAt)));
  return Number(n);
}

export async function takerCount(db: Db, examId: string) {
  const [{ n }] = await db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.examId, examId));
  return Number(n);
}
