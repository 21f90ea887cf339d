import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db';
import { courses, grades, sections, students, teacherSections, teachers, users } from '../../src/db/schema';
import { currentTerm } from '../../src/db/current-term';

/** Keys of the demo school the route tables use (read once per run). */
export interface SeedIds {
  /** users.id by login ID (SA-0001, TE-0001, ST-0001, ...). */
  user: Record<string, string>;
  /** students.id of ST-0001 (approved, in Grade 7 A) and ST-0002 (applicant). */
  student: { 'ST-0001': string; 'ST-0002': string };
  /** teachers.id of TE-0001. */
  teacher: { 'TE-0001': string };
  /** The current academic period and its year. */
  period: string;
  year: number;
  /** Grade 7 A of the current period: TE-0001 teaches Mathematics there and owns it; ST-0001 sits in it. */
  section7A: string;
  /** Mathematics of the current period. */
  mathematics: string;
  /** TE-0001's Mathematics in Grade 7 A (teacher_sections.id, the spec's teacherInSection_id). */
  teacherSection: string;
}

export async function seedIds(db: Db, now: Date): Promise<SeedIds> {
  const userRows = await db.select({ id: users.id, ID: users.ID }).from(users);
  const user = Object.fromEntries(userRows.map((u) => [u.ID, u.id]));
  const studentOf = async (ID: string) => (await db.select({ id: students.id }).from(students).where(eq(students.userId, user[ID])))[0].id;
  const [te1] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, user['TE-0001']));
  const current = (await currentTerm(db, now))!;
  const period = current.id;
  const [section] = await db
    .select({ id: sections.id })
    .from(sections)
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .where(and(eq(sections.name, 'Grade 7 A'), eq(grades.academicPeriodId, period)));
  const [maths] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.name, 'Mathematics'), eq(courses.academicPeriodId, period)));
  const [ts] = await db
    .select({ id: teacherSections.id })
    .from(teacherSections)
    .where(and(eq(teacherSections.teacherId, te1.id), eq(teacherSections.sectionId, section.id), eq(teacherSections.courseId, maths.id)));
  return {
    user,
    student: { 'ST-0001': await studentOf('ST-0001'), 'ST-0002': await studentOf('ST-0002') },
    teacher: { 'TE-0001': te1.id },
    period,
    year: current.year,
    section7A: section.id,
    mathematics: maths.id,
    teacherSection: ts.id,
  };
}
