import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { round2, type ExamResult, type ExamTaker } from '@school/api/schemas';
import { messages, storedTextInReaderLanguage } from '../../i18n';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { courses, examAnswers, examAttempts, examSections, exams, sections, studentSections, students, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { loadGradeScale, setMark, slotMax, type GradeSlot } from '../grades/slots';
import { notify } from '../communication/notify';
import { teacherSectionOf } from '../teaching/common';
import { termOfPeriod } from '../grades/term';
import {
  attemptDto,
  examSummaries,
  figureLinksOf,
  figuresOf,
  findExam,
  integrityLogs,
  iso,
  questionsOf,
  questionsWithKeys,
  type AttemptRow,
  type ExamRow,
} from './dto';
import { assertAnnounceable } from './announceRule';
import { settings } from '../../config';

// ─── Takers, result screens and the announcement (spec 001 §2, §3, §4, §9) ───────────────────

const takerColumns = {
  _id: students.id,
  ID: users.ID,
  firstName: students.firstName,
  lastName: students.lastName,
  email: students.email,
  phoneNumber: students.phoneNumber,
  emergencyContact: students.emergencyContact,
  profilePic: students.profilePic,
};

// The takers view (issues 17, 23; decision 131): a teacher reads it every 2 s during an exam. As one
// statement (2,000 attempts joined to their students and sorted) it held the embedded database's
// worker 30-46 ms each time, and the answer saves that came meanwhile waited behind it (EXAM_TRACE:
// such statements overlapped 330 of the 460 slowest saves of a 2,000-taker run). It is read as the
// sorted attempt ids, then the rows and logs TAKERS_VIEW_CHUNK (200) attempts at a time, so a save
// runs between two pieces. TAKERS_VIEW_CHUNK=0 reads it in one statement, as before.
const TAKERS_VIEW_CHUNK = settings().TAKERS_VIEW_CHUNK;

const takerRows = (db: Db) =>
  db
    .select({ attempt: examAttempts, student: takerColumns })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(users, eq(users.id, students.userId));
type TakerRow = Awaited<ReturnType<typeof takerRows>>[number];

/** The exam's attempts with their students, sorted by name, `chunk` attempts per statement (0: one). */
async function takersOf(db: Db, examId: string, chunk: number): Promise<TakerRow[]> {
  const byName = [asc(students.firstName), asc(students.lastName)];
  if (!(chunk > 0))
    return takerRows(db)
      .where(eq(examAttempts.examId, examId))
      .orderBy(...byName);
  const order = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .where(eq(examAttempts.examId, examId))
    .orderBy(...byName);
  const rows: TakerRow[] = [];
  for (let i = 0; i < order.length; i += chunk) {
    const ids = order.slice(i, i + chunk).map((r) => r.id);
    const found = new Map((await takerRows(db).where(inArray(examAttempts.id, ids))).map((r) => [r.attempt.id, r]));
    for (const id of ids) if (found.has(id)) rows.push(found.get(id)!);
  }
  return rows;
}

/** GET studentstakeexam/{id}/{exam_id}: who took the exam, with their violations and termination. */
export async function examTakers(db: Db, examId: string, chunk = TAKERS_VIEW_CHUNK): Promise<{ students: ExamTaker[] }> {
  await findExam(db, examId);
  const rows = await takersOf(db, examId, chunk);
  const logs: Awaited<ReturnType<typeof integrityLogs>> = new Map();
  const step = chunk > 0 ? chunk : Math.max(1, rows.length);
  for (let i = 0; i < rows.length; i += step)
    for (const [id, l] of await integrityLogs(
      db,
      rows.slice(i, i + step).map((r) => r.attempt.id),
    ))
      logs.set(id, l);
  return {
    students: rows.map(({ attempt: a, student }) => {
      const l = logs.get(a.id)!;
      return {
        _id: a.id,
        student_id: student,
        stud_errors: l.mistakes.map((m) => ({ _id: m.id, name: storedTextInReaderLanguage(m.name), type: m.type, at: iso(m.at) })),
        termination: a.terminated,
        started_at: iso(a.startedAt),
        submitted_at: a.submittedAt ? iso(a.submittedAt) : null,
        integrityLog: l.log,
      };
    }),
  };
}

/** The student's section and course among the exam's sectioninfo (section exams). */
async function seatOf(db: Db, examId: string, studentId: string) {
  const [row] = await db
    .select({ sectionId: sections.id, section: sections.name, courseId: courses.id, course: courses.name })
    .from(examSections)
    .innerJoin(studentSections, and(eq(studentSections.sectionId, examSections.sectionId), eq(studentSections.studentId, studentId)))
    .innerJoin(sections, eq(sections.id, examSections.sectionId))
    .innerJoin(courses, eq(courses.id, examSections.courseId))
    .where(eq(examSections.examId, examId))
    .limit(1);
  return row ?? null;
}

/**
 * The result of one attempt with the keys (teacher, admin; the student after the announcement),
 * each question with the figures it links (figure_ids, decision 275).
 */
export async function examResult(db: Db, exam: ExamRow, attempt: AttemptRow): Promise<{ result: ExamResult }> {
  const [[summary], [student], questions, answers, figures, links, logs, seat, scale] = await Promise.all([
    examSummaries(db, [exam]),
    db
      .select(takerColumns)
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.id, attempt.studentId))
      .limit(1),
    questionsOf(db, exam.id),
    db.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id)),
    figuresOf(db, exam.id),
    figureLinksOf(db, exam.id),
    integrityLogs(db, [attempt.id]),
    seatOf(db, exam.id, attempt.studentId),
    loadGradeScale(db),
  ]);
  const linked = exam.linkType !== 'none' && seat && scale;
  return {
    result: {
      student_id: student,
      exam_id: summary,
      answers: answers.map((a) => ({ question_id: a.questionId, answer_value: a.answer })),
      // Each question's figure_ids (decision 275): the result screens show a question its own figures.
      questions: questionsWithKeys(questions, links),
      examFigures: figures,
      examLinkWith: exam.linkType,
      grade_value: linked
        ? [
            {
              section: seat.section,
              course: seat.course,
              gradeScale: slotMax(scale, exam.linkType as GradeSlot),
              examValue: attempt.gradeValue,
            },
          ]
        : [],
      attempt: attemptDto(attempt),
      integrityLog: logs.get(attempt.id)?.log ?? [],
    },
  };
}

async function attemptFor(db: Db, examId: string, studentKey: string) {
  const [a] = await db
    .select({ attempt: examAttempts })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(examAttempts.examId, examId), or(eq(users.ID, studentKey), eq(students.id, studentKey), eq(users.id, studentKey))))
    .limit(1);
  if (!a) throw notFound();
  return a.attempt;
}

/** GET studenttakeexam/{id}/{exam_id}/{student_id}: the teacher's (or admin's) view of one taker. */
export async function teacherResult(db: Db, examId: string, studentKey: string) {
  const exam = await findExam(db, examId);
  return examResult(db, exam, await attemptFor(db, examId, studentKey));
}

/** GET myexam/{id}/{exam_id}: the student's own result, after the announcement only. */
export async function ownResult(db: Db, attempt: AttemptRow | null) {
  if (!attempt) throw notFound();
  const exam = await findExam(db, attempt.examId);
  if (!exam.resultsAnnounced || !attempt.submittedAt) throw forbidden(messages.examResultNotAnnounced);
  return examResult(db, exam, attempt);
}

/**
 * GET announceexamresult/{id}/{exam_id}: once no student can still start or answer (announceRule.ts),
 * writes each taker's score (correct / total × the slot's maximum) into the linked grade slot
 * through setMark, marks the exam announced and notifies the takers, in one transaction.
 * Announcing again rewrites the values (the spec's overwrite warning).
 */
export async function announceResult(db: Db, auth: AuthUser, examId: string, now: Date, timeZone?: string) {
  const exam = await findExam(db, examId);
  await assertAnnounceable(db, exam, now, timeZone);

  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const attempts = await t
      .select({ attempt: examAttempts, userId: students.userId, name: users.fullName })
      .from(examAttempts)
      .innerJoin(students, eq(students.id, examAttempts.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(examAttempts.examId, examId));
    if (attempts.length === 0) throw badRequest(messages.examAnnounceNoTakers);
    const slot = exam.linkType === 'none' || exam.isEntrance || exam.canBeUsedAsMock ? null : (exam.linkType as GradeSlot);
    const scale = slot ? await loadGradeScale(t) : null;
    if (slot && !scale) throw badRequest(messages.gradeScaleMissing);
    const skipped: string[] = [];
    // Issue 35: the term each mark went to, named in the taker's notice.
    const termOf = new Map<string, { year: number; semester: number }>();
    for (const { attempt: a, name } of attempts) {
      const total = a.totalQuestions ?? 0;
      const correct = a.correctCount ?? 0;
      if (!slot || !scale) continue;
      const seat = await seatOf(t, examId, a.studentId);
      const ts = seat ? await teacherSectionOf(t, seat.sectionId, seat.courseId) : null;
      if (!seat || !ts) {
        skipped.push(name);
        continue;
      }
      const value = total > 0 ? round2((correct / total) * slotMax(scale, slot)) : 0;
      await setMark(t, {
        studentId: a.studentId,
        teacherSectionId: ts.id,
        slot,
        value,
        changedBy: auth.userId,
        source: 'exam',
        sourceId: examId,
      });
      await t.update(examAttempts).set({ gradeValue: value }).where(eq(examAttempts.id, a.id));
      const term = await termOfPeriod(t, ts.academicPeriodId);
      if (term) termOf.set(a.id, term);
    }
    await t.update(exams).set({ resultsAnnounced: true, announcedAt: now, updatedAt: now }).where(eq(exams.id, examId));
    for (const { attempt: a, userId } of attempts) {
      await notify(t, {
        userIds: [userId],
        title: () => messages.examAnnounceNotificationTitle,
        message: () => {
          const values = { title: exam.title, correct: a.correctCount ?? 0, total: a.totalQuestions ?? 0 };
          const term = termOf.get(a.id);
          return term
            ? fill(messages.examAnnounceNotificationTermText, { ...values, ...term })
            : fill(messages.examAnnounceNotificationText, values);
        },
        type: 'announcement',
      });
    }
    return { message: fill(messages.examAnnounced, { count: attempts.length }), announced: attempts.length, skipped };
  });
}
