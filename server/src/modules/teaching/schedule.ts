import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Lesson } from '@school/api/schemas';
import type { Db } from '../../db';
import { courses, grades, scheduleEntries, schedulePeriods, sections, teachers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { teacherDto } from '../teachers/read';
import { findPerson } from '../../auth/access/people';
import { periodByKey, periodDto, recentPeriods, seatOf } from './common';

// ─── A person's week (spec 001 §2 Schedule, §7 schedule/{a}/{b}) ─────────────────────────────

/** Lessons matching `where`, by day and start time. */
export async function lessons(db: Db, where: SQL | undefined): Promise<Lesson[]> {
  const rows = await db
    .select({
      _id: scheduleEntries.id,
      day: scheduleEntries.day,
      startTime: schedulePeriods.startTime,
      endTime: schedulePeriods.endTime,
      teacherId: teachers.id,
      teacherName: users.fullName,
      courseId: courses.id,
      courseName: courses.name,
      sectionId: sections.id,
      sectionName: sections.name,
    })
    .from(scheduleEntries)
    .innerJoin(schedulePeriods, eq(schedulePeriods.id, scheduleEntries.periodId))
    .innerJoin(teachers, eq(teachers.id, scheduleEntries.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .innerJoin(courses, eq(courses.id, scheduleEntries.courseId))
    .innerJoin(sections, eq(sections.id, scheduleEntries.sectionId))
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .where(where)
    .orderBy(asc(scheduleEntries.day), asc(schedulePeriods.startTime));
  return rows.map((r) => ({
    _id: r._id,
    day: r.day,
    startTime: r.startTime,
    endTime: r.endTime,
    teacher_id: { _id: r.teacherId, fullName: r.teacherName },
    course_id: { _id: r.courseId, name: r.courseName },
    section_id: { _id: r.sectionId, name: r.sectionName },
  }));
}

export const teacherLessonsIn = (db: Db, teacherId: string, periodId: string) =>
  lessons(db, and(eq(scheduleEntries.teacherId, teacherId), eq(grades.academicPeriodId, periodId)));
export const sectionLessons = (db: Db, sectionId: string) => lessons(db, eq(scheduleEntries.sectionId, sectionId));

/**
 * GET schedule/{person}/{period}: a teacher's lessons in every section they teach that period,
 * or a student's section's lessons; with the last 8 years' periods for the picker.
 */
export async function personSchedule(db: Db, key: string, periodKey: string, now: Date) {
  const person = await findPerson(db, key);
  const period = await periodByKey(db, periodKey, now);
  const periods = await recentPeriods(db, now);
  const academic_period = period ? { _id: period.id, year: period.year, semester: period.semester } : null;
  if (!period) return { academic_period, periods, section: null, lessons: [] };
  if (person.teacherId)
    return { academic_period, periods, section: null, lessons: await teacherLessonsIn(db, person.teacherId, period.id) };
  if (person.studentId) {
    const section = await seatOf(db, person.studentId, period.id);
    return { academic_period, periods, section, lessons: section ? await sectionLessons(db, section._id) : [] };
  }
  throw notFound();
}

/** GET getteacher/{teacher}/{period}: the teacher and that period's sections (`current` allowed). */
export async function teacherInPeriod(db: Db, key: string, periodKey: string, now: Date) {
  const person = await findPerson(db, key);
  if (!person.teacherId) throw notFound();
  const period = await periodByKey(db, periodKey, now);
  return { teacher: await teacherDto(db, person.teacherId, period?.id ?? null), academic_period: period ? periodDto(period) : null };
}
