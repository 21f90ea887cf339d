import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AdminDashboard, RoleName } from '@school/api/schemas';
import type { Db } from '../../db';
import { academicPeriods, courseGrades, courses, grades, roles, studentSections, students, teachers, users } from '../../db/schema';
import { currentTerm } from '../../db/current-term';

/** KG first, then Grade 1, 2, ... 12 (names sort wrongly as text). */
const gradeRank = (name: string) => (/^kg/i.test(name) ? 0 : Number(name.match(/\d+/)?.[0] ?? 99));
const byGradeOrder = (a: { name: string }, b: { name: string }) => gradeRank(a.name) - gradeRank(b.name);

const STAFF_ROLES: RoleName[] = ['teacher', 'admin', 'super admin'];

/** GET admindash: stat cards, enrollment chart and staff-by-type pie (spec 000 §2, §3). */
export async function adminDashboard(db: Db, now: Date): Promise<AdminDashboard> {
  const period = await currentTerm(db, now);
  const pid = period?.id ?? '';

  const [approvedRows, employed, staffRows, periodCourses, links, periodGrades, perPeriod] = await Promise.all([
    db.select({ approved: students.approved, n: count() }).from(students).groupBy(students.approved),
    db.select({ n: count() }).from(teachers).where(eq(teachers.status, true)),
    db
      .select({ role: roles.kind })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(inArray(roles.kind, STAFF_ROLES), eq(users.frozen, false))),
    db.select({ id: courses.id, name: courses.name }).from(courses).where(eq(courses.academicPeriodId, pid)).orderBy(asc(courses.name)),
    db
      .select({ courseId: courseGrades.courseId, gradeId: courseGrades.gradeId })
      .from(courseGrades)
      .innerJoin(courses, eq(courses.id, courseGrades.courseId))
      .where(eq(courses.academicPeriodId, pid)),
    db.select({ name: grades.name, sections: grades.noOfSections }).from(grades).where(eq(grades.academicPeriodId, pid)),
    db
      .select({ year: academicPeriods.year, semester: academicPeriods.semester, students: count(studentSections.id) })
      .from(academicPeriods)
      .leftJoin(studentSections, eq(studentSections.academicPeriodId, academicPeriods.id))
      .groupBy(academicPeriods.id, academicPeriods.year, academicPeriods.semester, academicPeriods.startDate)
      .orderBy(asc(academicPeriods.startDate)),
  ]);

  const countWhere = (approved: boolean) => approvedRows.find((r) => r.approved === approved)?.n ?? 0;
  return {
    approvedStudents: countWhere(true),
    unapprovedStudents: countWhere(false),
    teachers: employed[0].n,
    courses: periodCourses.length,
    staffs: staffRows.map((s) => ({ type: { name: s.role as RoleName } })),
    course_enrollment: periodCourses.map((c) => ({
      course_id: { name: c.name },
      grade_academic_period_ids: links.filter((l) => l.courseId === c.id).map((l) => l.gradeId),
    })),
    grade_enrollment: periodGrades.sort(byGradeOrder).map((g) => ({ grade_id: { name: g.name }, no_of_section: g.sections })),
    period_enrollment: perPeriod.map((p) => ({ year: p.year, semester: p.semester, students: Number(p.students) })),
  };
}
