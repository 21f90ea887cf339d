import { and, eq, inArray } from 'drizzle-orm';
import { courseTotal, type CourseReport, type ReportCards, type SectionReport, type SingleReport } from '@school/api/schemas';
import type { Db } from '../../db';
import { courses, gradeComments, studentBehaviors, studentGrades, teacherSections, teachers, users } from '../../db/schema';
import { studentIdFromKey } from '../../auth/access/people';
import { notFound } from '../../http/errors';
import { loadSectionReport, loadSeatedStudents, loadSections, toGradeSection, toReportStudent } from './sectionData';
import { sections } from '../../db/schema';
import { isTermLocked } from './release';

const courseTaken = (list: { _id: string; name: string }[]) => list.map((c) => ({ course_id: c }));

/** GET studentgradereport/{section_id}: every student's course totals, total and rank. */
export async function sectionReport(db: Db, sectionId: string): Promise<SectionReport> {
  const data = await loadSectionReport(db, sectionId);
  if (!data) throw notFound();
  return {
    section: toGradeSection(data.section),
    students: data.rows,
    courseTaken: courseTaken(data.courseList),
    isVisible: data.section.isVisible,
    locked: await isTermLocked(db, sectionId),
  };
}

async function notesOf(db: Db, sectionId: string, studentIds: string[]) {
  if (studentIds.length === 0) return { comments: new Map(), behaviors: new Map() };
  const [c, b] = await Promise.all([
    db
      .select({ _id: gradeComments.id, comment: gradeComments.comment, studentId: gradeComments.studentId })
      .from(gradeComments)
      .where(and(eq(gradeComments.sectionId, sectionId), inArray(gradeComments.studentId, studentIds))),
    db
      .select({ _id: studentBehaviors.id, behavior_value: studentBehaviors.behaviorValue, studentId: studentBehaviors.studentId })
      .from(studentBehaviors)
      .where(and(eq(studentBehaviors.sectionId, sectionId), inArray(studentBehaviors.studentId, studentIds))),
  ]);
  return {
    comments: new Map(c.map(({ studentId, ...rest }) => [studentId, rest])),
    behaviors: new Map(b.map(({ studentId, ...rest }) => [studentId, rest])),
  };
}

/** GET singlestudentgradereport/{student_id}/{section_id}: one student's card with comment and behavior. */
export async function singleReport(db: Db, studentKey: string, sectionId: string, now: Date): Promise<SingleReport> {
  const studentId = await studentIdFromKey(db, studentKey);
  const data = await loadSectionReport(db, sectionId);
  const row = data?.rows.find((r) => r.student._id === studentId);
  if (!data || !row || !studentId) throw notFound();
  const notes = await notesOf(db, sectionId, [studentId]);
  return {
    section: toGradeSection(data.section),
    student: row,
    classSize: data.rows.length,
    courseTaken: courseTaken(data.courseList),
    comment: notes.comments.get(studentId) ?? null,
    studentbehavior: notes.behaviors.get(studentId) ?? null,
    isVisible: data.section.isVisible,
    issuedAt: now.toISOString(),
  };
}

/** GET studentgradereportcards/{section_id}: every card of the section (the batch PDF). */
export async function reportCards(db: Db, sectionId: string, now: Date): Promise<ReportCards> {
  const data = await loadSectionReport(db, sectionId);
  if (!data) throw notFound();
  const notes = await notesOf(
    db,
    sectionId,
    data.rows.map((r) => r.student._id),
  );
  return {
    section: toGradeSection(data.section),
    courseTaken: courseTaken(data.courseList),
    isVisible: data.section.isVisible,
    issuedAt: now.toISOString(),
    cards: data.rows.map((student) => ({
      student,
      comment: notes.comments.get(student.student._id) ?? null,
      studentbehavior: notes.behaviors.get(student.student._id) ?? null,
    })),
  };
}

/** GET gradereportbycourse/{section_id}/{course_id}/{academic_period_id}/{student_id}. */
export async function courseReport(
  db: Db,
  p: { sectionId: string; courseId: string; periodId: string; studentKey: string },
): Promise<CourseReport> {
  const studentId = await studentIdFromKey(db, p.studentKey);
  const [section] = await loadSections(db, and(eq(sections.id, p.sectionId)));
  const [course] = await db.select({ _id: courses.id, name: courses.name }).from(courses).where(eq(courses.id, p.courseId)).limit(1);
  if (!studentId || !section || !course || section.period._id !== p.periodId) throw notFound();
  const [student] = (await loadSeatedStudents(db, [p.sectionId])).filter((s) => s._id === studentId);
  if (!student) throw notFound();
  const [grade] = await db
    .select()
    .from(studentGrades)
    .where(and(eq(studentGrades.studentId, studentId), eq(studentGrades.sectionId, p.sectionId), eq(studentGrades.courseId, p.courseId)))
    .limit(1);
  const [assignment] = await db
    .select({ _id: teacherSections.id, fullName: users.fullName })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(eq(teacherSections.sectionId, p.sectionId), eq(teacherSections.courseId, p.courseId)))
    .limit(1);
  const teachExam = grade ? [grade.teachExam1, grade.teachExam2, grade.teachExam3] : [null, null, null];
  const finalExam = grade?.finalExam ?? null;
  const midExam = grade?.midExam ?? null;
  return {
    gradeReport: {
      _id: grade?.id ?? null,
      student_id: toReportStudent(student),
      teacherInSection_id: {
        _id: assignment?._id ?? grade?.teacherSectionId ?? null,
        course_id: course,
        teacher_id: assignment ? { fullName: assignment.fullName } : null,
        section_id: { _id: section.id, name: section.name },
      },
      academic_period: section.period,
      finalExam,
      midExam,
      teachExam,
      average: courseTotal({ finalExam, midExam, teachExam }),
    },
  };
}
