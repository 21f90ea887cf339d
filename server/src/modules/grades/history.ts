import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { GradeChanges, GradeEntry, StudentReportList, TeacherGradeCourses } from '@school/api/schemas';
import type { Db } from '../../db';
import {
  academicPeriods,
  assignments,
  courses,
  gradeChanges,
  sectionGradeVisibility,
  sections,
  studentGrades,
  studentSections,
  students,
  teacherSections,
  teachers,
  users,
  yearGradeVisibility,
} from '../../db/schema';
import { studentIdFromKey } from '../../auth/access/people';
import { notFound } from '../../http/errors';
import { loadGradeScale } from './slots';
import { isTermLocked, reopeningsOf } from './release';
import { toStudentGrade } from './marks';
import { loadSeatedStudents, periodColumns, reportStudentColumns, toReportStudent } from './sectionData';

/** GET gradechanges/{section_id}/{course_id}/{student_id}: who changed which exam, when, from where (newest first). */
export async function gradeHistory(db: Db, p: { sectionId: string; courseId: string; studentKey: string }): Promise<GradeChanges> {
  const studentId = await studentIdFromKey(db, p.studentKey);
  if (!studentId) throw notFound();
  const rows = await db
    .select({
      _id: gradeChanges.id,
      slot: gradeChanges.slot,
      oldValue: gradeChanges.oldValue,
      newValue: gradeChanges.newValue,
      source: gradeChanges.source,
      sourceId: gradeChanges.sourceId,
      assignmentTitle: assignments.title,
      byID: users.ID,
      byName: users.fullName,
      createdAt: gradeChanges.createdAt,
    })
    .from(gradeChanges)
    .innerJoin(studentGrades, eq(studentGrades.id, gradeChanges.studentGradeId))
    .leftJoin(users, eq(users.id, gradeChanges.changedBy))
    .leftJoin(assignments, and(eq(gradeChanges.source, 'assignment'), eq(assignments.id, gradeChanges.sourceId)))
    .where(and(eq(studentGrades.studentId, studentId), eq(studentGrades.sectionId, p.sectionId), eq(studentGrades.courseId, p.courseId)))
    .orderBy(desc(gradeChanges.createdAt), desc(gradeChanges.id));
  return {
    reopenings: await reopeningsOf(db, p.sectionId),
    changes: rows.map((r) => ({
      _id: r._id,
      slot: r.slot,
      oldValue: r.oldValue,
      newValue: r.newValue,
      source: r.source,
      sourceId: r.sourceId,
      sourceTitle: r.assignmentTitle ?? null,
      changedBy: r.byID && r.byName ? { ID: r.byID, fullName: r.byName } : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** GET gradereportstudent/{teacherInSection_id}: the section's students with their slots of this course. */
export async function gradeEntry(db: Db, teacherSectionId: string): Promise<GradeEntry> {
  const [ts] = await db
    .select({
      _id: teacherSections.id,
      sectionId: sections.id,
      sectionName: sections.name,
      courseId: courses.id,
      courseName: courses.name,
      period: periodColumns,
    })
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, teacherSections.academicPeriodId))
    .where(eq(teacherSections.id, teacherSectionId))
    .limit(1);
  if (!ts) throw notFound();
  const [seated, reports, gradeScale] = await Promise.all([
    loadSeatedStudents(db, [ts.sectionId]),
    db
      .select()
      .from(studentGrades)
      .where(and(eq(studentGrades.sectionId, ts.sectionId), eq(studentGrades.courseId, ts.courseId))),
    loadGradeScale(db),
  ]);
  const byStudent = new Map(reports.map((r) => [r.studentId, r]));
  const [locked, reopenings] = await Promise.all([isTermLocked(db, ts.sectionId), reopeningsOf(db, ts.sectionId)]);
  return {
    locked,
    reopenings,
    teacherInSection: {
      _id: ts._id,
      section: { _id: ts.sectionId, name: ts.sectionName },
      course: { _id: ts.courseId, name: ts.courseName },
      academic_period: ts.period,
    },
    gradeScale,
    students: seated.map((s) => {
      const r = byStudent.get(s._id);
      return { student: toReportStudent(s), report: r ? toStudentGrade(r) : null };
    }),
  };
}

/** GET studentgradesections/{student}: the student's sections (newest first) and section-year pairs, with release state. */
export async function studentReportList(db: Db, studentKey: string): Promise<StudentReportList> {
  const studentId = await studentIdFromKey(db, studentKey);
  if (!studentId) throw notFound();
  const [student] = await db
    .select(reportStudentColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, studentId))
    .limit(1);
  const seats = await db
    .select({
      section_id: sections.id,
      section_name: sections.name,
      academic_period: periodColumns,
      isVisible: sectionGradeVisibility.isVisible,
    })
    .from(studentSections)
    .innerJoin(sections, eq(sections.id, studentSections.sectionId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
    .leftJoin(sectionGradeVisibility, eq(sectionGradeVisibility.sectionId, sections.id))
    .where(eq(studentSections.studentId, studentId))
    .orderBy(desc(academicPeriods.startDate));
  const names = [...new Set(seats.map((s) => s.section_name))];
  const yearFlags = names.length
    ? await db
        .select()
        .from(yearGradeVisibility)
        .where(inArray(yearGradeVisibility.sectionName, names))
        .orderBy(asc(yearGradeVisibility.year))
    : [];
  const pairs = new Map<string, { section_name: string; year: number; isVisible: boolean }>();
  for (const s of seats) {
    const key = `${s.section_name}|${s.academic_period.year}`;
    if (pairs.has(key)) continue;
    const flag = yearFlags.find((f) => f.sectionName === s.section_name && f.year === s.academic_period.year);
    pairs.set(key, { section_name: s.section_name, year: s.academic_period.year, isVisible: flag?.isVisible ?? false });
  }
  return {
    student: toReportStudent(student),
    sections: seats.map((s) => ({ ...s, isVisible: s.isVisible ?? false })),
    years: [...pairs.values()],
  };
}

/** GET gradereportcourses/{teacher}: every course the teacher teaches in a section, newest term first. */
export async function teacherCourses(db: Db, teacherKey: string): Promise<TeacherGradeCourses> {
  const rows = await db
    .select({
      teacherInSection_id: teacherSections.id,
      section: { _id: sections.id, name: sections.name },
      course: { _id: courses.id, name: courses.name },
      academic_period: periodColumns,
    })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, teacherSections.academicPeriodId))
    .where(or(eq(teachers.id, teacherKey), eq(users.id, teacherKey), eq(users.ID, teacherKey)))
    .orderBy(desc(academicPeriods.startDate), asc(sections.name), asc(courses.name));
  return { courses: rows };
}
