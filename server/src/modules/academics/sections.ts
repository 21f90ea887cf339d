import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Section } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { courses, grades, sections, studentSections, students, teacherSections, teachers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { countOf, findPeriod, pageWindow, type PageOptions } from './shared';
import { likePattern } from '../../lib/text';

/** Students enrolled now: `actual` of the spec. */
const actual = sql<number>`(select count(*) from ${studentSections} where ${studentSections.sectionId} = ${sections.id})`.mapWith(Number);

const sectionColumns = {
  _id: sections.id,
  name: sections.name,
  gradeID: grades.name,
  grade_academic_period_id: grades.id,
  academic_period_id: grades.academicPeriodId,
  capacity: sections.capacity,
  actual,
};

export async function listSections(db: Db, periodId: string, o: PageOptions) {
  await findPeriod(db, periodId);
  const term = o.searchTerm?.trim();
  const where = and(eq(grades.academicPeriodId, periodId), term ? ilike(sections.name, likePattern(term)) : undefined);
  const { limit, offset, totals } = pageWindow(o);
  const total = await countOf(db.select({ n: count() }).from(sections).innerJoin(grades, eq(grades.id, sections.gradeId)).where(where));
  const q = db
    .select(sectionColumns)
    .from(sections)
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .where(where)
    .orderBy(asc(sql`length(${sections.name})`), asc(sections.name))
    .offset(offset);
  const rows: Section[] = limit === undefined ? await q : await q.limit(limit);
  return { sections: rows, ...totals(total) };
}

export async function findSection(db: Db, sectionId: string): Promise<Section> {
  const [row] = await db
    .select(sectionColumns)
    .from(sections)
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .where(eq(sections.id, sectionId))
    .limit(1);
  if (!row) throw notFound(messages.sectionNotFound);
  return row;
}

/** One row per course taught in the section, with its teacher (teacher_sections). */
export async function sectionTeachers(db: Db, sectionId: string) {
  await findSection(db, sectionId);
  const rows = await db
    .select({
      _id: teachers.id,
      ID: users.ID,
      fullName: users.fullName,
      email: users.email,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .where(eq(teacherSections.sectionId, sectionId))
    .orderBy(asc(courses.name), asc(users.fullName));
  return {
    teachers: rows.map(({ courseId, courseName, ...t }) => {
      const course = { _id: courseId, name: courseName };
      // The spec's nested shape beside ours (issue 20).
      return { ...t, course, teacher_id: { _id: t._id, fullName: t.fullName, email: t.email }, course_id: course };
    }),
  };
}

export async function sectionStudents(db: Db, sectionId: string) {
  await findSection(db, sectionId);
  const rows = await db
    .select({
      _id: students.id,
      ID: users.ID,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      gender: students.gender,
      email: students.email,
      age: students.age,
    })
    .from(studentSections)
    .innerJoin(students, eq(students.id, studentSections.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(studentSections.sectionId, sectionId))
    .orderBy(asc(students.firstName), asc(students.middleName), asc(students.lastName));
  return {
    students: rows.map((st) => ({
      ...st,
      // The spec's nested shape beside ours (issue 20).
      student_id: { _id: st._id, firstName: st.firstName, lastName: st.lastName, email: st.email },
    })),
  };
}

/** getsection/{id}: the section with its students and teachers (spec 001 §3 Section). */
export async function sectionDetail(db: Db, sectionId: string) {
  const section = await findSection(db, sectionId);
  const [{ students: list }, { teachers: taught }, period] = await Promise.all([
    sectionStudents(db, sectionId),
    sectionTeachers(db, sectionId),
    findPeriod(db, section.academic_period_id),
  ]);
  const { _id, year, semester, startDate, endDate } = { _id: period.id, ...period };
  return {
    ...section,
    // The spec's object (issue 37): the grade of the term, with its grade and its term.
    grade_academic_period_id: {
      _id: section.grade_academic_period_id,
      grade_id: { _id: section.grade_academic_period_id, name: section.gradeID },
      academic_period_id: { _id, year, semester, startDate, endDate },
    },
    students: list,
    teachers: taught,
  };
}
