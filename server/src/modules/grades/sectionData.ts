import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  competitionRanks,
  courseTotal,
  reportAverage,
  reportTotal,
  type GradeSection,
  type ReportRow,
  type ReportStudent,
} from '@school/api/schemas';
import type { Db } from '../../db';
import {
  academicPeriods,
  courseGrades,
  courses,
  grades,
  sectionGradeVisibility,
  sections,
  studentGrades,
  studentSections,
  students,
  users,
} from '../../db/schema';

// ─── What every semester report reads: constant queries per section, never one per student ───

/** An academic period as the grade screens send it (select columns). */
export const periodColumns = {
  _id: academicPeriods.id,
  year: academicPeriods.year,
  semester: academicPeriods.semester,
  startDate: academicPeriods.startDate,
  endDate: academicPeriods.endDate,
};

const actualOf = sql<number>`(select count(*)::int from ${studentSections} where ${studentSections.sectionId} = ${sections.id})`;

/** Sections with capacity, actual count and period; `where` narrows (one id, a name in a year, all). */
export async function loadSections(db: Db, where?: ReturnType<typeof and>) {
  const rows = await db
    .select({
      id: sections.id,
      name: sections.name,
      capacity: sections.capacity,
      actual: actualOf,
      gradeId: grades.id,
      period: periodColumns,
      isVisible: sql<boolean>`coalesce(${sectionGradeVisibility.isVisible}, false)`,
    })
    .from(sections)
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, grades.academicPeriodId))
    .leftJoin(sectionGradeVisibility, eq(sectionGradeVisibility.sectionId, sections.id))
    .where(where)
    .orderBy(asc(academicPeriods.startDate), asc(sections.name));
  return rows;
}
export type LoadedSection = Awaited<ReturnType<typeof loadSections>>[number];

export const toGradeSection = (s: LoadedSection): GradeSection => ({
  _id: s.id,
  name: s.name,
  capacity: s.capacity,
  actual: Number(s.actual),
  grade_academic_period_id: { _id: s.gradeId, academic_period_id: s.period },
});

export const reportStudentColumns = {
  _id: students.id,
  ID: users.ID,
  firstName: students.firstName,
  middleName: students.middleName,
  lastName: students.lastName,
  email: students.email,
  age: students.age,
  gender: students.gender,
  profilePic: students.profilePic,
};

/** The students seated in these sections (one query), with the section each sits in. */
export async function loadSeatedStudents(db: Db, sectionIds: string[]) {
  if (sectionIds.length === 0) return [];
  return db
    .select({ sectionId: studentSections.sectionId, periodId: studentSections.academicPeriodId, userId: users.id, ...reportStudentColumns })
    .from(studentSections)
    .innerJoin(students, eq(students.id, studentSections.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(inArray(studentSections.sectionId, sectionIds))
    .orderBy(asc(students.firstName), asc(students.middleName), asc(students.lastName), asc(users.ID));
}

export const toReportStudent = ({ _id, ID, firstName, middleName, lastName, email, age, gender, profilePic }: ReportStudent) => ({
  _id,
  ID,
  firstName,
  middleName,
  lastName,
  email,
  age,
  gender,
  profilePic,
});

/** The courses each grade takes (one query), by name. */
export async function loadCourses(db: Db, gradeIds: string[]) {
  if (gradeIds.length === 0) return [];
  return db
    .select({ gradeId: courseGrades.gradeId, _id: courses.id, name: courses.name })
    .from(courseGrades)
    .innerJoin(courses, eq(courses.id, courseGrades.courseId))
    .where(inArray(courseGrades.gradeId, gradeIds))
    .orderBy(asc(courses.name));
}

/** Every course grade recorded in these sections (one query). */
export async function loadGrades(db: Db, sectionIds: string[]) {
  if (sectionIds.length === 0) return [];
  return db.select().from(studentGrades).where(inArray(studentGrades.sectionId, sectionIds));
}
export type GradeRow = typeof studentGrades.$inferSelect;

export const totalOf = (g: GradeRow | undefined) =>
  g ? courseTotal({ finalExam: g.finalExam, midExam: g.midExam, teachExam: [g.teachExam1, g.teachExam2, g.teachExam3] }) : null;

/**
 * One report line per student: the course totals by course name, total, average and the rank
 * among the given students (equal totals share a rank, the next skips).
 */
export function buildRows(
  seated: ReportStudent[],
  courseList: { _id: string; name: string }[],
  gradeRows: GradeRow[],
  sectionId: string,
): ReportRow[] {
  const byKey = new Map(gradeRows.filter((g) => g.sectionId === sectionId).map((g) => [`${g.studentId}|${g.courseId}`, g]));
  const lines = seated.map((student) => {
    const values = courseList.map((c) => totalOf(byKey.get(`${student._id}|${c._id}`)));
    const totalGrade = reportTotal(values);
    return {
      student: toReportStudent(student),
      grades: Object.fromEntries(courseList.map((c, i) => [c.name, values[i]])),
      totalGrade,
      average: reportAverage(totalGrade, courseList.length),
      rank: 0,
    };
  });
  const ranks = competitionRanks(lines.map((l) => l.totalGrade));
  lines.forEach((l, i) => (l.rank = ranks[i]));
  return lines;
}

/** A section's whole semester report: section, courses, a line per student (4 queries). */
export async function loadSectionReport(db: Db, sectionId: string) {
  const [section] = await loadSections(db, and(eq(sections.id, sectionId)));
  if (!section) return null;
  const [seated, courseRows, gradeRows] = await Promise.all([
    loadSeatedStudents(db, [sectionId]),
    loadCourses(db, [section.gradeId]),
    loadGrades(db, [sectionId]),
  ]);
  const courseList = courseRows.map(({ _id, name }) => ({ _id, name }));
  return { section, seated, courseList, rows: buildRows(seated, courseList, gradeRows, sectionId) };
}
