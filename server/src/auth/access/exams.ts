import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { entranceExamLinks, examAttempts, examFigures, examSections, exams, studentSections, students, teachers } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../guard';
import { isAdmin } from '../policy-engine';
import { isSelf, studentIdOf } from './people';

// ─── Exams (issue 9): the exam's teacher, who may take an exam, who has an attempt ──────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.
// An exam belongs to the teacher who created it. A section exam is taken by the approved students
// seated in one of its sections; an entrance exam by the applicants it is assigned to
// (entrance_exam_links). Everything a taker does after the start needs their attempt.

/** Is the caller the teacher who owns this exam? (false when it does not exist) */
export async function ownsExam(db: Db, auth: AuthUser, examId: string): Promise<boolean> {
  if (auth.role !== 'teacher') return false;
  const rows = await db
    .select({ id: exams.id })
    .from(exams)
    .innerJoin(teachers, eq(teachers.id, exams.teacherId))
    .where(and(eq(exams.id, examId), eq(teachers.userId, auth.userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * May the caller (a student or applicant) take this exam? A section exam: an approved student
 * seated in one of its sections. An entrance exam: a student it is assigned to. The point check is
 * its list scope asked of one exam, so the two never disagree.
 */
export async function mayTakeExam(db: Db, auth: AuthUser, examId: string): Promise<boolean> {
  if (auth.role !== 'student') return false;
  const studentId = await studentIdOf(db, auth.userId);
  if (!studentId) return false;
  const rows = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.id, examId), examsToTakeScope(db, auth, studentId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The list scope beside mayTakeExam: the exams the student (`studentId`, the caller's record) may
 * take: entrance exams assigned to them, and, once approved, the exams of the sections they sit in.
 */
export function examsToTakeScope(db: Db, auth: AuthUser, studentId: string): SQL | undefined {
  const entrance = db.select({ id: entranceExamLinks.examId }).from(entranceExamLinks).where(eq(entranceExamLinks.studentId, studentId));
  const ofSections = db
    .select({ id: examSections.examId })
    .from(examSections)
    .innerJoin(studentSections, eq(studentSections.sectionId, examSections.sectionId))
    .where(eq(studentSections.studentId, studentId));
  return auth.approved ? or(inArray(exams.id, entrance), inArray(exams.id, ofSections)) : inArray(exams.id, entrance);
}

/** Has the caller started this exam (their attempt exists)? */
export async function hasExamAttempt(db: Db, auth: AuthUser, examId: string): Promise<boolean> {
  if (auth.role !== 'student') return false;
  const rows = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .where(and(eq(examAttempts.examId, examId), eq(students.userId, auth.userId)))
    .limit(1);
  return rows.length > 0;
}

/** A taker's result: admins and the exam's teacher (any time); the student reads their own through myexam. */
export async function mayReadExamResults(db: Db, auth: AuthUser, examId: string): Promise<boolean> {
  return isAdmin(auth) || ownsExam(db, auth, examId);
}

// ─── Exam files (spec 001 §7): a figure, a taker's profile picture; a name of no record is 404 ──

/** A figure of an exam: admins, the exam's teacher and those who may take it. */
export async function mayReadExamFigure(db: Db, auth: AuthUser, image: string): Promise<boolean> {
  const [f] = await db.select({ examId: examFigures.examId }).from(examFigures).where(eq(examFigures.image, image)).limit(1);
  if (!f) throw notFound();
  return isAdmin(auth) || (await ownsExam(db, auth, f.examId)) || mayTakeExam(db, auth, f.examId);
}

/** A taker's profile picture: admins, the student and the teacher of an exam the student took (the takers list). */
export async function mayReadTakerPicture(db: Db, auth: AuthUser, image: string): Promise<boolean> {
  const [s] = await db.select({ id: students.id }).from(students).where(eq(students.profilePic, image)).limit(1);
  if (!s) throw notFound();
  if (isAdmin(auth) || (await isSelf(db, auth, s.id))) return true;
  if (auth.role !== 'teacher') return false;
  // One statement: an attempt of this student at an exam of the caller's (not a query per exam taken).
  const [taken] = await db
    .select({ one: sql<number>`1` })
    .from(teachers)
    .where(
      and(
        eq(teachers.userId, auth.userId),
        exists(
          db
            .select({ id: examAttempts.id })
            .from(examAttempts)
            .innerJoin(exams, eq(exams.id, examAttempts.examId))
            .where(and(eq(examAttempts.studentId, s.id), eq(exams.teacherId, teachers.id))),
        ),
      ),
    )
    .limit(1);
  return !!taken;
}
