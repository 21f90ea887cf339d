import { and, asc, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { AbsenceFlag, StudentDashboard, TeacherDashboard } from '@school/api/schemas';
import type { Db } from '../../db';
import {
  assignments,
  attendance,
  courses,
  scheduleEntries,
  sectionOwners,
  sections,
  studentSections,
  students,
  submissions,
  teacherSections,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { currentTerm } from '../../db/current-term';
import { findPerson } from '../../auth/access/people';
import { iso, seatOf } from './common';
import { attendanceDays } from './attendance';
import { lessons, teacherLessonsIn } from './schedule';
import { ABSENCE_STREAK_FLAG, absentStreak } from './streaks';

/** 1 = Monday … 7 = Sunday (spec 001 §3), of the server's UTC day. */
export const weekdayOf = (now: Date) => ((now.getUTCDay() + 6) % 7) + 1;

const fullName = (s: { firstName: string; middleName: string; lastName: string }) => `${s.firstName} ${s.middleName} ${s.lastName}`;

/** GET teacher_dash_data/{teacher}: this period's sections, today's lessons, absence flags, ungraded submissions. */
export async function teacherDashboard(db: Db, key: string, now: Date): Promise<TeacherDashboard> {
  const person = await findPerson(db, key);
  if (!person.teacherId) throw notFound();
  const period = await currentTerm(db, now);
  const base = { teacher: { _id: person.teacherId, ID: person.ID, fullName: person.fullName } };
  if (!period) return { ...base, academic_period: null, sections: [], today: [], absences: [], waiting: [] };

  const taught = await db
    .select({
      id: teacherSections.id,
      sectionId: sections.id,
      sectionName: sections.name,
      courseId: courses.id,
      courseName: courses.name,
      students: sql<number>`(select count(*) from ${studentSections} where ${studentSections.sectionId} = ${sections.id})`.mapWith(Number),
    })
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .where(and(eq(teacherSections.teacherId, person.teacherId), eq(teacherSections.academicPeriodId, period.id)))
    .orderBy(asc(sql`length(${sections.name})`), asc(sections.name), asc(courses.name));

  const pairs = taught.map((t) => and(eq(assignments.sectionId, t.sectionId), eq(assignments.courseId, t.courseId)));
  const waitingRows = pairs.length
    ? await db
        .select({
          sub: submissions,
          assignmentId: assignments.id,
          title: assignments.title,
          dueDate: assignments.dueDate,
          sectionId: assignments.sectionId,
          courseId: assignments.courseId,
          student: students,
          ID: users.ID,
        })
        .from(submissions)
        .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
        .innerJoin(students, eq(students.id, submissions.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(eq(submissions.status, 'submitted'), or(...pairs)))
        .orderBy(asc(submissions.submissionDate))
    : [];
  const named = (sectionId: string, courseId: string) => taught.find((t) => t.sectionId === sectionId && t.courseId === courseId)!;

  // Absence flags in the sections the teacher teaches or owns this period.
  const owned = await db
    .select({ sectionId: sectionOwners.sectionId, name: sections.name })
    .from(sectionOwners)
    .innerJoin(sections, eq(sections.id, sectionOwners.sectionId))
    .where(eq(sectionOwners.ownerId, person.userId));
  // The teacher's homeroom sections first: the class they see most.
  const ownedIds = new Set(owned.map((o) => o.sectionId));
  taught.sort((a, b) => Number(ownedIds.has(b.sectionId)) - Number(ownedIds.has(a.sectionId)));
  const sectionNames = new Map([
    ...taught.map((t) => [t.sectionId, t.sectionName] as const),
    ...owned.map((o) => [o.sectionId, o.name] as const),
  ]);
  const days = await attendanceDays(db, [...sectionNames.keys()]);
  const byStudent = new Map<string, { sectionId: string; days: { date: string; absent: boolean }[] }>();
  for (const d of days) {
    const k = `${d.studentId}|${d.sectionId}`;
    if (!byStudent.has(k)) byStudent.set(k, { sectionId: d.sectionId, days: [] });
    byStudent.get(k)!.days.push({ date: d.date, absent: d.absent });
  }
  const flagged = [...byStudent].flatMap(([k, v]) => {
    const streak = absentStreak(v.days);
    return streak.days >= ABSENCE_STREAK_FLAG ? [{ studentId: k.split('|')[0], sectionId: v.sectionId, ...streak }] : [];
  });
  const flaggedPeople = flagged.length
    ? await db
        .select({
          id: students.id,
          ID: users.ID,
          firstName: students.firstName,
          middleName: students.middleName,
          lastName: students.lastName,
        })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(
          inArray(
            students.id,
            flagged.map((f) => f.studentId),
          ),
        )
    : [];
  const absences: AbsenceFlag[] = flagged
    .map((f) => {
      const s = flaggedPeople.find((p) => p.id === f.studentId)!;
      return {
        student: { _id: s.id, ID: s.ID, fullName: fullName(s) },
        section: { _id: f.sectionId, name: sectionNames.get(f.sectionId) ?? '' },
        days: f.days,
        since: f.since!,
      };
    })
    .sort((a, b) => b.days - a.days || a.student.fullName.localeCompare(b.student.fullName));

  return {
    ...base,
    academic_period: { _id: period.id, year: period.year, semester: period.semester },
    sections: taught.map((t) => ({
      section_in_teacher_id: t.id,
      section: { _id: t.sectionId, name: t.sectionName },
      course: { _id: t.courseId, name: t.courseName },
      students: t.students,
      waiting: waitingRows.filter((w) => w.sectionId === t.sectionId && w.courseId === t.courseId).length,
    })),
    today: (await teacherLessonsIn(db, person.teacherId, period.id)).filter((l) => l.day === weekdayOf(now)),
    absences,
    waiting: waitingRows.slice(0, 50).map((w) => {
      const t = named(w.sectionId, w.courseId);
      return {
        submission_id: w.sub.id,
        submissionDate: iso(w.sub.submissionDate),
        assignment: { _id: w.assignmentId, title: w.title, dueDate: w.dueDate.toISOString() },
        student: { _id: w.student.id, ID: w.ID, fullName: fullName(w.student) },
        section: { _id: t.sectionId, name: t.sectionName },
        course: { _id: t.courseId, name: t.courseName },
      };
    }),
  };
}

/** GET student_dash_data/{student}: open assignments, attendance counts and today's lessons of this period. */
export async function studentDashboard(db: Db, key: string, now: Date): Promise<StudentDashboard> {
  const person = await findPerson(db, key);
  if (!person.studentId) throw notFound();
  const period = await currentTerm(db, now);
  const base = {
    student: { _id: person.studentId, ID: person.ID, fullName: person.fullName },
    attendance: { Present: 0, Absent: 0, Late: 0, total: 0 },
    assignments: [],
    today: [],
  };
  if (!period) return { ...base, academic_period: null, section: null };
  const section = await seatOf(db, person.studentId, period.id);
  const academic_period = { _id: period.id, year: period.year, semester: period.semester };
  if (!section) return { ...base, academic_period, section: null };

  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const open = await db
    .select({ a: assignments, courseName: courses.name, submissionId: submissions.id })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(submissions, and(eq(submissions.assignmentId, assignments.id), eq(submissions.studentId, person.studentId)))
    .where(and(eq(assignments.sectionId, section._id), gte(assignments.dueDate, weekAgo)))
    .orderBy(asc(assignments.dueDate))
    .limit(10);
  const counts = await db
    .select({ status: attendance.status, n: count() })
    .from(attendance)
    .where(and(eq(attendance.studentId, person.studentId), eq(attendance.sectionId, section._id)))
    .groupBy(attendance.status);
  const tally = { Present: 0, Absent: 0, Late: 0, total: 0 };
  for (const c of counts) {
    tally[c.status] = Number(c.n);
    tally.total += Number(c.n);
  }
  return {
    ...base,
    academic_period,
    section,
    assignments: open.map(({ a, courseName, submissionId }) => ({
      _id: a.id,
      title: a.title,
      dueDate: a.dueDate.toISOString(),
      course: { _id: a.courseId, name: courseName },
      submissionType: a.submissionType,
      submitted: !!submissionId,
    })),
    attendance: tally,
    today: await lessons(db, and(eq(scheduleEntries.sectionId, section._id), eq(scheduleEntries.day, weekdayOf(now)))),
  };
}
