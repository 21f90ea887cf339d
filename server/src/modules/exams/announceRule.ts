import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { EXAM_GRACE_MS } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { entranceExamLinks, examAttempts, examSections, studentSections } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { fill } from '../../lib/text';
import type { ExamRow } from './dto';
import { finalizeAttempt } from './finalize';

// ─── When a result may be announced (issue 17) ───────────────────────────────────────────────
// As soon as no student can still start or answer: every started attempt is finalised and either
// the window is closed, or every student the exam is for (the students of its sections; for an
// entrance exam the applicants it is assigned to) has a finalised attempt. A refusal names the
// time in the school's words (its time zone, 'Thursday, November 26, 2026 at 3:00 PM').

/** The school's time zone when SCHOOL_TIME_ZONE does not say. */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Africa/Addis_Ababa';

/** A moment as the school says it: 'Thursday, November 26, 2026 at 3:00 PM' in its time zone. */
export function schoolTime(at: Date, timeZone: string = DEFAULT_SCHOOL_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
}

/** The ids of the students an exam is for. */
async function studentsOfExam(db: Db, exam: ExamRow): Promise<string[]> {
  if (exam.isEntrance) {
    const rows = await db.select({ id: entranceExamLinks.studentId }).from(entranceExamLinks).where(eq(entranceExamLinks.examId, exam.id));
    return [...new Set(rows.map((r) => r.id))];
  }
  const rows = await db
    .selectDistinct({ id: studentSections.studentId })
    .from(studentSections)
    .innerJoin(examSections, eq(examSections.sectionId, studentSections.sectionId))
    .where(eq(examSections.examId, exam.id));
  return rows.map((r) => r.id);
}

/**
 * Finalises the attempts past their deadline + grace, then throws a 400 with the reason and the
 * time unless the result may be announced now.
 */
export async function assertAnnounceable(db: Db, exam: ExamRow, now: Date, timeZone?: string) {
  const blocker = await announceBlocker(db, exam, now, timeZone, { finalize: true });
  if (blocker) throw badRequest(blocker);
}

/**
 * Why the result cannot be announced now, or null. Attempts past their deadline + grace count as
 * finalised (with `finalize` they are finalised here, as the deadline job would).
 */
export async function announceBlocker(
  db: Db,
  exam: ExamRow,
  now: Date,
  timeZone?: string,
  opts: { finalize?: boolean } = {},
): Promise<string | null> {
  const open = await db
    .select({ id: examAttempts.id, deadline: examAttempts.deadline })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), isNull(examAttempts.submittedAt)));
  const overdue = open.filter((a) => a.deadline.getTime() + EXAM_GRACE_MS < now.getTime());
  if (opts.finalize) for (const a of overdue) await finalizeAttempt(db, a.id, 'deadline', now);
  const stillOpen = open.filter((a) => a.deadline.getTime() + EXAM_GRACE_MS >= now.getTime());
  const attempts = await db.select({ id: examAttempts.id }).from(examAttempts).where(eq(examAttempts.examId, exam.id)).limit(1);
  if (attempts.length === 0) return messages.examAnnounceNoTakers;
  if (stillOpen.length > 0) {
    const last = Math.max(...stillOpen.map((a) => a.deadline.getTime())) + EXAM_GRACE_MS;
    return fill(messages.examAnnounceInProgress, { count: stillOpen.length, time: schoolTime(new Date(last), timeZone) });
  }
  if (now >= exam.endTime) return null;
  const expected = await studentsOfExam(db, exam);
  const finished =
    expected.length === 0
      ? []
      : await db
          .select({ id: examAttempts.studentId })
          .from(examAttempts)
          .where(and(eq(examAttempts.examId, exam.id), isNotNull(examAttempts.submittedAt), inArray(examAttempts.studentId, expected)));
  if (expected.length > 0 && finished.length >= expected.length) return null;
  return (
    fill(messages.examAnnounceNotOver, { end: schoolTime(exam.endTime, timeZone) }) +
    ' ' +
    fill(messages.examAnnounceFinishedCount, { finished: finished.length, expected: expected.length })
  );
}
