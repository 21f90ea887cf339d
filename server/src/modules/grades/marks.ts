import { eq } from 'drizzle-orm';
import { courseTotal, type StudentGrade, type StudentGradeRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { studentGrades, teacherSections } from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import { studentInSection } from '../../auth/access/sections';
import { badRequest, notFound } from '../../http/errors';
import { setMark, type GradeSlot } from './slots';
import { gradeAssignmentSubmission } from './assignmentGrade';

export function toStudentGrade(row: typeof studentGrades.$inferSelect): StudentGrade {
  const teachExam = [row.teachExam1, row.teachExam2, row.teachExam3];
  return {
    _id: row.id,
    student_id: row.studentId,
    teacherInSection_id: row.teacherSectionId,
    section_id: row.sectionId,
    course_id: row.courseId,
    academic_period_id: row.academicPeriodId,
    finalExam: row.finalExam,
    midExam: row.midExam,
    teachExam,
    // gradeMath's course total (null when no slot has a value: 0 here, as the spec's record shows it).
    total: courseTotal({ finalExam: row.finalExam, midExam: row.midExam, teachExam }) ?? 0,
  };
}

/**
 * Writes the slots sent in one transaction (all or nothing): the student must sit in the
 * assignment's section in its period; each value within its slot's range.
 */
export async function saveStudentGrade(db: Db, auth: AuthUser, body: StudentGradeRequest, reportId?: string): Promise<StudentGrade> {
  const [ts] = await db.select().from(teacherSections).where(eq(teacherSections.id, body.teacherInSection_id)).limit(1);
  if (!ts) throw notFound();
  if (!(await studentInSection(db, body.student_id, ts.sectionId, ts.academicPeriodId))) throw badRequest(messages.studentNotInSection);
  const writes: [GradeSlot, number | null][] = [];
  if (body.finalExam !== undefined) writes.push(['finalExam', body.finalExam]);
  if (body.midExam !== undefined) writes.push(['midExam', body.midExam]);
  body.teachExam?.forEach((v, i) => writes.push([`teachExam${i + 1}` as GradeSlot, v]));
  if (writes.length === 0) throw badRequest(messages.gradeNothingToSave);
  return db.transaction(async (tx) => {
    if (reportId) {
      const [existing] = await tx
        .select({ id: studentGrades.id, studentId: studentGrades.studentId })
        .from(studentGrades)
        .where(eq(studentGrades.id, reportId))
        .limit(1);
      if (!existing || existing.studentId !== body.student_id) throw notFound();
    }
    if (body.assignment_id) {
      return toStudentGrade(await gradeAssignmentSubmission(tx, auth, { ...body, assignment_id: body.assignment_id }, ts));
    }
    let row: typeof studentGrades.$inferSelect | undefined;
    for (const [slot, value] of writes) {
      row = await setMark(tx, {
        studentId: body.student_id,
        teacherSectionId: ts.id,
        slot,
        value,
        changedBy: auth.userId,
        source: 'manual',
      });
    }
    return toStudentGrade(row!);
  });
}
