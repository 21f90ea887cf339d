import { asc, desc, eq, or } from 'drizzle-orm';
import { type LinkedStudent } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { academicPeriods, familyLinks, roles, sections, studentSections, students, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

const studentColumns = {
  _id: students.id,
  ID: users.ID,
  firstName: students.firstName,
  middleName: students.middleName,
  lastName: students.lastName,
  profilePic: students.profilePic,
  user_id: users.id,
};

/** GET get_students: the approved students an admin can link to a parent. */
export async function studentChoices(db: Db): Promise<{ students: LinkedStudent[] }> {
  const rows = await db
    .select(studentColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.approved, true))
    .orderBy(asc(users.ID));
  return { students: rows };
}

/** A Family account by `_id` or login ID (404 for anyone else). */
export async function findParent(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, role: roles.kind })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(or(eq(users.id, id), eq(users.ID, id)))
    .limit(1);
  if (!row) throw notFound();
  if (row.role !== 'Family') throw badRequest(messages.notAParent);
  return row;
}

export async function parentLinks(db: Db, parentId: string) {
  const rows = await db
    .select({ linkId: familyLinks.id, student: studentColumns })
    .from(familyLinks)
    .innerJoin(students, eq(students.id, familyLinks.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(familyLinks.parentId, parentId))
    .orderBy(asc(users.ID));
  return { links: rows.map((r) => ({ _id: r.linkId, student_id: r.student })) };
}

export async function linkParent(db: Db, body: { student_id: string; parent_id: string }) {
  const parent = await findParent(db, body.parent_id);
  const [student] = await db
    .select({ id: students.id, approved: students.approved })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(or(eq(students.id, body.student_id), eq(users.id, body.student_id), eq(users.ID, body.student_id)))
    .limit(1);
  if (!student || !student.approved) throw badRequest(messages.notAStudent);
  // The unique key (parent, student) refuses a second link even when two clicks race.
  const inserted = await db
    .insert(familyLinks)
    .values({ parentId: parent.id, studentId: student.id })
    .onConflictDoNothing()
    .returning({ id: familyLinks.id });
  if (inserted.length === 0) throw badRequest(messages.parentAlreadyLinked);
  return { message: messages.parentLinked, ...(await parentLinks(db, parent.id)) };
}

export async function unlinkParent(db: Db, linkId: string) {
  const [gone] = await db.delete(familyLinks).where(eq(familyLinks.id, linkId)).returning({ parentId: familyLinks.parentId });
  if (!gone) throw notFound();
  return { message: messages.parentUnlinked, ...(await parentLinks(db, gone.parentId)) };
}

/** The child's section in each period, newest first (the parent dashboard's semester selector). */
export async function studentPeriods(db: Db, studentId: string) {
  const rows = await db
    .select({
      _id: studentSections.id,
      sectionId: sections.id,
      sectionName: sections.name,
      period: academicPeriods,
    })
    .from(studentSections)
    .innerJoin(sections, eq(sections.id, studentSections.sectionId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
    .where(eq(studentSections.studentId, studentId))
    .orderBy(desc(academicPeriods.year), desc(academicPeriods.semester));
  return {
    academicPeriods: rows.map((r) => ({
      _id: r._id,
      section_id: { _id: r.sectionId, name: r.sectionName },
      academic_period_id: {
        _id: r.period.id,
        year: r.period.year,
        semester: r.period.semester,
        startDate: r.period.startDate,
        endDate: r.period.endDate,
      },
    })),
  };
}
