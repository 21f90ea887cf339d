import { and, asc, eq, gte, desc } from 'drizzle-orm';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { academicPeriods, courses, grades, sections, studentSections, students, teacherSections, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { currentTerm } from '../../db/current-term';
import { studentIdOf, teacherIdOf } from '../../auth/access/people';

// ─── Shared reads of the teaching area ───────────────────────────────────────────────────────

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The teacher record of the caller (404 when the account has none). */
export async function callerTeacherId(db: Db, auth: AuthUser): Promise<string> {
  const id = await teacherIdOf(db, auth.userId);
  if (!id) throw notFound();
  return id;
}

/** The student record of the caller (404 when the account has none). */
export async function callerStudentId(db: Db, auth: AuthUser): Promise<string> {
  const id = await studentIdOf(db, auth.userId);
  if (!id) throw notFound();
  return id;
}

/** A section with its name and academic period. */
export async function sectionInfo(db: Db, sectionId: string) {
  const [row] = await db
    .select({
      _id: sections.id,
      name: sections.name,
      period: academicPeriods,
    })
    .from(sections)
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, grades.academicPeriodId))
    .where(eq(sections.id, sectionId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function courseName(db: Db, courseId: string) {
  const [row] = await db.select({ _id: courses.id, name: courses.name }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The teacher assignment (teacher_sections row) of a course in a section, if any. */
export async function teacherSectionOf(db: Db, sectionId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(teacherSections)
    .where(and(eq(teacherSections.sectionId, sectionId), eq(teacherSections.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** Students seated in a section, by name. */
export async function sectionRoster(db: Db, sectionId: string) {
  return db
    .select({
      _id: students.id,
      userId: students.userId,
      ID: users.ID,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      email: students.email,
      profilePic: students.profilePic,
    })
    .from(studentSections)
    .innerJoin(students, eq(students.id, studentSections.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(studentSections.sectionId, sectionId))
    .orderBy(asc(students.firstName), asc(students.middleName), asc(students.lastName));
}
export type RosterStudent = Awaited<ReturnType<typeof sectionRoster>>[number];

export const periodDto = (p: typeof academicPeriods.$inferSelect) => ({
  _id: p.id,
  year: p.year,
  semester: p.semester,
  startDate: p.startDate,
  endDate: p.endDate,
});

/** An academic period by id, or the current one for the word `current` (null when none). */
export async function periodByKey(db: Db, key: string, now: Date) {
  if (key === 'current') return currentTerm(db, now);
  const [row] = await db.select().from(academicPeriods).where(eq(academicPeriods.id, key)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The academic periods of the last 8 years (this year and the seven before; later ones too), newest first. */
export async function recentPeriods(db: Db, now: Date) {
  const rows = await db
    .select({ _id: academicPeriods.id, year: academicPeriods.year, semester: academicPeriods.semester })
    .from(academicPeriods)
    .where(gte(academicPeriods.year, now.getUTCFullYear() - 7))
    .orderBy(desc(academicPeriods.year), desc(academicPeriods.semester));
  return rows;
}

/** The student's seat (section) in a period, if any. */
export async function seatOf(db: Db, studentId: string, periodId: string) {
  const [row] = await db
    .select({ _id: sections.id, name: sections.name })
    .from(studentSections)
    .innerJoin(sections, eq(sections.id, studentSections.sectionId))
    .where(and(eq(studentSections.studentId, studentId), eq(studentSections.academicPeriodId, periodId)))
    .limit(1);
  return row ?? null;
}
