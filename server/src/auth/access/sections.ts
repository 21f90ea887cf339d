import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { familyLinks, sectionOwners, studentSections, teacherSections, teachers } from '../../db/schema';
import type { AuthUser } from '../guard';
import { isAdmin } from '../policy-engine';
import { isLinkedChild, isSelf, studentIdFromKey, studentIdOf } from './people';

// ─── Sections: who teaches, owns or sits in a section (issue 8) ──────────────────────────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.
// Members of a section are its teachers (any course), its owner (homeroom teacher) and the
// students seated in it.

/** Does the caller teach in this section (optionally this course, optionally this period)? */
export async function teachesSection(
  db: Db,
  auth: AuthUser,
  where: { sectionId: string; courseId?: string; academicPeriodId?: string },
): Promise<boolean> {
  if (auth.role !== 'teacher') return false;
  const rows = await db
    .select({ id: teacherSections.id })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .where(
      and(
        eq(teachers.userId, auth.userId),
        eq(teacherSections.sectionId, where.sectionId),
        where.courseId ? eq(teacherSections.courseId, where.courseId) : undefined,
        where.academicPeriodId ? eq(teacherSections.academicPeriodId, where.academicPeriodId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Is the caller the owner (homeroom teacher) of this section? */
export async function ownsSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sectionOwners.id })
    .from(sectionOwners)
    .where(and(eq(sectionOwners.sectionId, sectionId), eq(sectionOwners.ownerId, auth.userId)))
    .limit(1);
  return rows.length > 0;
}

/** Teaches in or owns the section. */
export async function teachesOrOwnsSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  return (await teachesSection(db, auth, { sectionId })) || (await ownsSection(db, auth, sectionId));
}

/** Is the student (students.id) in this section in some period (optionally the given one)? */
export async function studentInSection(db: Db, studentId: string, sectionId: string, academicPeriodId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: studentSections.id })
    .from(studentSections)
    .where(
      and(
        eq(studentSections.studentId, studentId),
        eq(studentSections.sectionId, sectionId),
        academicPeriodId ? eq(studentSections.academicPeriodId, academicPeriodId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Is the caller a student seated in this section (a section belongs to one period)? */
export async function sitsInSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  if (auth.role !== 'student') return false;
  const studentId = await studentIdOf(db, auth.userId);
  return !!studentId && studentInSection(db, studentId, sectionId);
}

/** Does a linked Family account have a child seated in this section? */
export async function hasChildInSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  if (auth.role !== 'Family') return false;
  const rows = await db
    .select({ id: studentSections.id })
    .from(studentSections)
    .innerJoin(familyLinks, eq(familyLinks.studentId, studentSections.studentId))
    .where(and(eq(familyLinks.parentId, auth.userId), eq(studentSections.sectionId, sectionId)))
    .limit(1);
  return rows.length > 0;
}

/** Section reads (getsection, getsectionteacher, getsectionstudent): admins and the section's teachers. */
export async function mayReadSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  return isAdmin(auth) || teachesOrOwnsSection(db, auth, sectionId);
}

/** A section's timetable (getschedule): admins, its teachers, its students and their families. */
export async function mayReadSectionSchedule(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  return (
    (await mayReadSection(db, auth, sectionId)) ||
    (await sitsInSection(db, auth, sectionId)) ||
    (await hasChildInSection(db, auth, sectionId))
  );
}

/** Helper documents and course material: admins, the section's teachers and its students. */
export async function isSectionMember(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  return isAdmin(auth) || (await teachesOrOwnsSection(db, auth, sectionId)) || (await sitsInSection(db, auth, sectionId));
}

/**
 * A student's records in a section (attendance): admins, the student, a linked Family account,
 * and the section's teachers. `key` names the student like isSelf does.
 */
export async function mayReadStudentInSection(db: Db, auth: AuthUser, key: string, sectionId: string): Promise<boolean> {
  if (isAdmin(auth)) return true;
  if (auth.role === 'student') return (await isSelf(db, auth, key)) && (await sitsInSection(db, auth, sectionId));
  if (auth.role === 'teacher') return teachesOrOwnsSection(db, auth, sectionId);
  if (auth.role === 'Family') {
    const studentId = await studentIdFromKey(db, key);
    return !!studentId && (await isLinkedChild(db, auth, studentId)) && (await studentInSection(db, studentId, sectionId));
  }
  return false;
}

/** Does the caller hold this teacher assignment (the spec's teacherInSection_id)? Admins may act on any. */
export async function mayGradeTeacherSection(db: Db, auth: AuthUser, teacherSectionId: string): Promise<boolean> {
  if (isAdmin(auth)) return true;
  if (auth.role !== 'teacher') return false;
  const rows = await db
    .select({ id: teacherSections.id })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .where(and(eq(teacherSections.id, teacherSectionId), eq(teachers.userId, auth.userId)))
    .limit(1);
  return rows.length > 0;
}
