import { and, eq, inArray, ne } from 'drizzle-orm';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { courseGrades, courses, grades, scheduleEntries, sections, teacherSections, teachers, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { fill } from '../../lib/text';

/**
 * The "Assign section and course" rule (spec 000 §5) on the server: the course belongs to the
 * period, every section belongs to a grade of that period that takes the course, and no other
 * assignment already covers the course in one of the sections (one teacher per course and section).
 */
export async function checkAssignment(db: Db, periodId: string, courseId: string, sectionIds: string[], exceptAssignmentId?: string) {
  const [course] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.academicPeriodId, periodId)))
    .limit(1);
  if (!course) throw badRequest(messages.teachersCourseNotInPeriod);
  const unique = [...new Set(sectionIds)];
  const valid = await db
    .select({ id: sections.id })
    .from(sections)
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(courseGrades, and(eq(courseGrades.gradeId, grades.id), eq(courseGrades.courseId, courseId)))
    .where(and(inArray(sections.id, unique), eq(grades.academicPeriodId, periodId)));
  if (valid.length !== unique.length) throw badRequest(messages.teachersSectionNotInCourse);
  const [taken] = await db
    .select({ section: sections.name, grade: grades.name, teacher: users.fullName })
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(
      and(
        eq(teacherSections.courseId, courseId),
        eq(teacherSections.academicPeriodId, periodId),
        inArray(teacherSections.sectionId, unique),
        exceptAssignmentId ? ne(teacherSections.id, exceptAssignmentId) : undefined,
      ),
    )
    .limit(1);
  if (taken)
    throw badRequest(
      fill(messages.teachersSectionTaken, {
        course: course.name,
        section: taken.section.startsWith(taken.grade) ? taken.section : `${taken.grade} ${taken.section}`,
        teacher: taken.teacher,
      }),
    );
  return unique;
}

/** Lessons of the schedule that came from an assignment go with it (the teacher no longer teaches there). */
export async function dropScheduledLessons(db: Pick<Db, 'delete'>, a: { teacherId: string; sectionId: string; courseId: string }) {
  await db
    .delete(scheduleEntries)
    .where(
      and(eq(scheduleEntries.teacherId, a.teacherId), eq(scheduleEntries.sectionId, a.sectionId), eq(scheduleEntries.courseId, a.courseId)),
    );
}
