import { and, eq, sql } from 'drizzle-orm';
import { type EditStudentSectionRequest, type StudentSectionRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import { fill } from '../../lib/text';
import type { Db } from '../../db';
import { grades, sections, studentSections } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { findStudent, loadStudentRecord, type StudentWithUser } from './records';
import { assertActive } from './service';
import { isUniqueViolation } from '../../http/db-errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The section, locked for this transaction, after checking that it belongs to the period and has
 * a free seat. The lock makes two enrolments in the last seat take turns.
 */
async function lockSectionWithSeat(tx: Tx, sectionId: string, periodId: string) {
  const [section] = await tx
    .select({ id: sections.id, name: sections.name, capacity: sections.capacity, periodId: grades.academicPeriodId })
    .from(sections)
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .where(eq(sections.id, sectionId))
    .for('update', { of: sections })
    .limit(1);
  if (!section) throw notFound(messages.sectionMissing);
  if (section.periodId !== periodId) throw badRequest(messages.sectionNotInPeriod);
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(studentSections)
    .where(eq(studentSections.sectionId, sectionId));
  if (Number(n) >= section.capacity) throw badRequest(fill(messages.sectionFull, { name: section.name, capacity: section.capacity }));
  return section;
}

function assertMayEnrol(found: StudentWithUser) {
  assertActive(found);
  if (!found.student.approved) throw badRequest(messages.notApprovedYet);
}

/** POST addstudenttosection: one section per period, within the section's capacity. */
export async function addStudentToSection(db: Db, body: StudentSectionRequest) {
  const found = await findStudent(db, body.student_id);
  assertMayEnrol(found);
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: studentSections.id })
        .from(studentSections)
        .where(and(eq(studentSections.studentId, found.student.id), eq(studentSections.academicPeriodId, body.academic_period_id)))
        .limit(1);
      if (existing) throw badRequest(messages.alreadyInPeriod);
      await lockSectionWithSeat(tx, body.section_id, body.academic_period_id);
      await tx
        .insert(studentSections)
        .values({ studentId: found.student.id, sectionId: body.section_id, academicPeriodId: body.academic_period_id });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(messages.alreadyInPeriod);
    throw err;
  }
  return { message: messages.added, student: await loadStudentRecord(db, found.student.id) };
}

/** PUT editstudenttosection: moves the record of one period to another section (and period). */
export async function editStudentSection(db: Db, body: EditStudentSectionRequest) {
  const found = await findStudent(db, body.student_id);
  assertMayEnrol(found);
  try {
    await db.transaction(async (tx) => {
      const [record] = await tx
        .select({ id: studentSections.id })
        .from(studentSections)
        .where(
          and(
            eq(studentSections.studentId, found.student.id),
            eq(studentSections.sectionId, body.existing_section_id),
            eq(studentSections.academicPeriodId, body.existing_academic_period_id),
          ),
        )
        .limit(1);
      if (!record) throw notFound(messages.recordNotFound);
      if (body.section_id === body.existing_section_id && body.academic_period_id === body.existing_academic_period_id) return;
      if (body.academic_period_id !== body.existing_academic_period_id) {
        const [other] = await tx
          .select({ id: studentSections.id })
          .from(studentSections)
          .where(and(eq(studentSections.studentId, found.student.id), eq(studentSections.academicPeriodId, body.academic_period_id)))
          .limit(1);
        if (other) throw badRequest(messages.alreadyInPeriod);
      }
      await lockSectionWithSeat(tx, body.section_id, body.academic_period_id);
      await tx
        .update(studentSections)
        .set({ sectionId: body.section_id, academicPeriodId: body.academic_period_id })
        .where(eq(studentSections.id, record.id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(messages.alreadyInPeriod);
    throw err;
  }
  return { message: messages.updated, student: await loadStudentRecord(db, found.student.id) };
}

/** DELETE deletestudenttosection/{student_id}/{section_id}/{academic_period_id}. */
export async function removeStudentFromSection(db: Db, p: StudentSectionRequest) {
  const found = await findStudent(db, p.student_id);
  const deleted = await db
    .delete(studentSections)
    .where(
      and(
        eq(studentSections.studentId, found.student.id),
        eq(studentSections.sectionId, p.section_id),
        eq(studentSections.academicPeriodId, p.academic_period_id),
      ),
    )
    .returning({ id: studentSections.id });
  if (!deleted.length) throw notFound(messages.recordNotFound);
  return { message: messages.deleted, student: await loadStudentRecord(db, found.student.id) };
}
