import { and, eq } from 'drizzle-orm';
import { type StudentGradeRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { assignments, students, submissions, type studentGrades, type teacherSections } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { setMark, slotMax, loadGradeScale, type GradeSlot } from './slots';
import { notify } from '../communication/notify';
import { termOfPeriod } from './term';

// ─── Grading a submission (spec 001 §5, §7) ──────────────────────────────────────────────────
// In grades, not teaching: it writes a grade slot, and teaching already builds on grades (slots,
// their sources, the term), so the two modules import one way only (issue 40).
// The teacher's grade goes through gradereportstudent with `assignment_id`: only the slot the
// assignment is linked to is written (source 'assignment'), the submission becomes graded and
// the student is notified, all in one transaction.

const slotValue = (body: StudentGradeRequest, slot: GradeSlot): number | null | undefined => {
  if (slot === 'finalExam') return body.finalExam;
  if (slot === 'midExam') return body.midExam;
  return body.teachExam?.[Number(slot.slice(-1)) - 1];
};

/**
 * Writes a graded submission into the student's grade slot. `db` is the caller's transaction.
 * Refuses: an assignment of another section or course than the teacher assignment, no link or
 * 'none', no value for the linked slot, a system assignment nobody submitted.
 */
export async function gradeAssignmentSubmission(
  db: Db,
  auth: AuthUser,
  body: StudentGradeRequest & { assignment_id: string },
  ts: typeof teacherSections.$inferSelect,
  now: Date = new Date(),
) {
  const [assignment] = await db.select().from(assignments).where(eq(assignments.id, body.assignment_id)).limit(1);
  if (!assignment) throw notFound(messages.assignmentNotFound);
  if (assignment.sectionId !== ts.sectionId || assignment.courseId !== ts.courseId || assignment.academicPeriodId !== ts.academicPeriodId) {
    throw badRequest(messages.assignmentNotFound);
  }
  const slot = assignment.linkType;
  if (!slot || slot === 'none') throw badRequest(messages.assignmentNotLinked);
  const value = slotValue(body, slot);
  if (value === undefined || value === null) throw badRequest(fill(messages.gradeSlotMismatch, { slot }));

  const [existing] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.assignmentId, assignment.id), eq(submissions.studentId, body.student_id)))
    .limit(1);
  if (!existing && assignment.submissionMethod === 'system') throw badRequest(messages.gradeNeedsSubmission);

  const row = await setMark(db, {
    studentId: body.student_id,
    teacherSectionId: ts.id,
    slot,
    value,
    changedBy: auth.userId,
    source: 'assignment',
    sourceId: assignment.id,
  });
  const graded = { status: 'graded' as const, grade: value, gradedAt: now, gradedBy: auth.userId, updatedAt: now };
  if (existing) await db.update(submissions).set(graded).where(eq(submissions.id, existing.id));
  // A hardcopy handed in on paper: the grade is recorded on a submission without content.
  else await db.insert(submissions).values({ assignmentId: assignment.id, studentId: body.student_id, ...graded });

  const [student] = await db.select({ userId: students.userId }).from(students).where(eq(students.id, body.student_id)).limit(1);
  if (!student) throw notFound();
  const scale = await loadGradeScale(db);
  const term = await termOfPeriod(db, ts.academicPeriodId);
  const max = scale ? slotMax(scale, slot) : '';
  await notify(db, {
    userIds: [student.userId],
    title: () => messages.gradedNotificationTitle,
    message: () =>
      term
        ? fill(messages.gradedNotificationTermText, { title: assignment.title, value, max, ...term })
        : fill(messages.gradedNotificationText, { title: assignment.title, value, max }),
    type: 'success',
  });
  return row as typeof studentGrades.$inferSelect;
}
