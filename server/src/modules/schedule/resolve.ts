import { and, eq, sql } from 'drizzle-orm';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { courseGrades, courses, sections, teacherSections, teachers, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { fill } from '../../lib/text';

// ─── The spec's schedule body (issue 20) ─────────────────────────────────────────────────────
// POST schedule / deleteschedule send `{fullName, day, startTime, endTime, course, section_id}`:
// the teacher by the section teacher's full name, the course by its name. Our grid sends
// `teacher_id` and the course's id as well; both forms are read here. An unknown or ambiguous
// name is a 400 naming it, never a guess.

interface SectionRef {
  _id: string;
  name: string;
}

/** The course's id: an id of the section's courses, else the one course of the section with that name (any case). */
export async function resolveCourse(db: Db, section: SectionRef, course: string): Promise<string> {
  const rows = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .innerJoin(courseGrades, eq(courseGrades.courseId, courses.id))
    .innerJoin(sections, eq(sections.gradeId, courseGrades.gradeId))
    .where(eq(sections.id, section._id));
  if (rows.some((c) => c.id === course)) return course;
  const named = rows.filter((c) => c.name.trim().toLowerCase() === course.trim().toLowerCase());
  if (named.length === 1) return named[0]!.id;
  const values = { section: section.name, course };
  throw badRequest(fill(named.length ? messages.scheduleCourseAmbiguous : messages.scheduleCourseUnknown, values));
}

/** The teacher's id: `teacher_id` when sent, else the one teacher of the section with that full name (any case). */
export async function resolveTeacher(db: Db, section: SectionRef, body: { teacher_id?: string; fullName: string }): Promise<string> {
  if (body.teacher_id) return body.teacher_id;
  const name = body.fullName.trim();
  if (!name) throw badRequest(messages.scheduleTeacherNeeded);
  const rows = await db
    .selectDistinct({ id: teachers.id })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(eq(teacherSections.sectionId, section._id), sql`lower(${users.fullName}) = lower(${name})`));
  if (rows.length === 1) return rows[0]!.id;
  const values = { section: section.name, name };
  throw badRequest(fill(rows.length ? messages.scheduleTeacherAmbiguous : messages.scheduleTeacherUnknown, values));
}
