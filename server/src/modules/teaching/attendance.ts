import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AttendanceMark, type markAllPresentRequestSchema, type markAttendanceRequestSchema } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { z } from 'zod';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { attendance, courses } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { isoDay } from '../../db/current-term';
import { fill } from '../../lib/text';
import { courseName, periodDto, sectionInfo, sectionRoster } from './common';

// ─── Attendance (spec 001 §4, §5, §7) ────────────────────────────────────────────────────────
// One mark per student, course, section and day (a unique key): marking again updates it.

type MarkBody = z.output<typeof markAttendanceRequestSchema>;
type MarkAllBody = z.output<typeof markAllPresentRequestSchema>;
type Row = typeof attendance.$inferSelect;

export const toMark = (r: Row): AttendanceMark => ({
  _id: r.id,
  student_id: r.studentId,
  course_id: r.courseId,
  section_id: r.sectionId,
  academic_period_id: r.academicPeriodId,
  date: r.date,
  status: r.status,
  arrivedTime: r.arrivedTime,
  reason: r.reason,
  notes: r.notes,
});

/** The latest day a mark may carry: today where the school is (up to UTC+14, docs/decisions/0025-teaching-and-learning-issue-8-paths-rules-and-screens-the.md). */
const latestDay = (now: Date) => isoDay(new Date(now.getTime() + 14 * 3_600_000));

/** The section's period; the date must lie inside it and not in the future. */
async function checkDay(db: Db, sectionId: string, date: string, now: Date) {
  const section = await sectionInfo(db, sectionId);
  const { startDate, endDate } = section.period;
  if (date < startDate || date > endDate) throw badRequest(fill(messages.attendanceOutsidePeriod, { start: startDate, end: endDate }));
  if (date > latestDay(now)) throw badRequest(messages.attendanceFutureDate);
  return section;
}

/** GET getattendancestudents/{teacher}/{course}/{section}/{date}: the roster with that day's marks. */
export async function attendanceSheet(db: Db, sectionId: string, courseId: string, date: string) {
  const section = await sectionInfo(db, sectionId);
  const course = await courseName(db, courseId);
  const roster = await sectionRoster(db, sectionId);
  const marks = await db
    .select()
    .from(attendance)
    .where(and(eq(attendance.sectionId, sectionId), eq(attendance.courseId, courseId), eq(attendance.date, date)));
  return {
    date,
    academic_period: periodDto(section.period),
    section: { _id: section._id, name: section.name },
    course,
    students: roster.map((s) => {
      const mark = marks.find((m) => m.studentId === s._id);
      return {
        student_id: {
          _id: s._id,
          ID: s.ID,
          firstName: s.firstName,
          middleName: s.middleName,
          lastName: s.lastName,
          profilePic: s.profilePic,
        },
        attendance: mark ? toMark(mark) : null,
      };
    }),
  };
}

type MarkValues = Pick<Row, 'status' | 'arrivedTime' | 'reason' | 'notes'>;
/** Present and Late keep the arrival time; Absent has none. Reason and notes go with Absent and Late. */
const values = (m: { status: Row['status']; arrivedTime?: string | null; reason?: string | null; notes?: string | null }): MarkValues => ({
  status: m.status,
  arrivedTime: m.status === 'Absent' ? null : (m.arrivedTime ?? null),
  reason: m.status === 'Present' ? null : m.reason?.trim() || null,
  notes: m.status === 'Present' ? null : m.notes?.trim() || null,
});

async function upsert(
  db: Db,
  key: Pick<Row, 'studentId' | 'sectionId' | 'courseId' | 'academicPeriodId' | 'date'>,
  v: MarkValues,
  by: string,
  now: Date,
) {
  const [row] = await db
    .insert(attendance)
    .values({ ...key, ...v, markedBy: by })
    .onConflictDoUpdate({
      target: [attendance.studentId, attendance.sectionId, attendance.courseId, attendance.date],
      set: { ...v, markedBy: by, updatedAt: now },
    })
    .returning();
  return row;
}

/** POST markattendance: the student must sit in the section; the date inside its period. */
export async function markAttendance(db: Db, auth: AuthUser, body: MarkBody, now: Date) {
  const section = await checkDay(db, body.section_id, body.date, now);
  const roster = await sectionRoster(db, body.section_id);
  if (!roster.some((s) => s._id === body.student_id)) throw badRequest(messages.attendanceStudentNotInSection);
  const row = await upsert(
    db,
    {
      studentId: body.student_id,
      sectionId: body.section_id,
      courseId: body.course_id,
      academicPeriodId: section.period.id,
      date: body.date,
    },
    values(body),
    auth.userId,
    now,
  );
  return { message: messages.attendanceMarked, attendance: toMark(row) };
}

/**
 * POST markattendanceall: every student without a mark that day becomes Present, the exceptions
 * are marked as given (overwriting), in one transaction.
 */
export async function markAllPresent(db: Db, auth: AuthUser, body: MarkAllBody, now: Date) {
  const section = await checkDay(db, body.section_id, body.date, now);
  const roster = await sectionRoster(db, body.section_id);
  const ids = new Set(roster.map((s) => s._id));
  if (body.exceptions.some((e) => !ids.has(e.student_id))) throw badRequest(messages.attendanceStudentNotInSection);
  const key = (studentId: string) => ({
    studentId,
    sectionId: body.section_id,
    courseId: body.course_id,
    academicPeriodId: section.period.id,
    date: body.date,
  });
  return db.transaction(async (tx) => {
    const marked = await tx
      .select({ studentId: attendance.studentId })
      .from(attendance)
      .where(and(eq(attendance.sectionId, body.section_id), eq(attendance.courseId, body.course_id), eq(attendance.date, body.date)));
    const already = new Set(marked.map((m) => m.studentId));
    const exceptions = new Map(body.exceptions.map((e) => [e.student_id, e]));
    const rows: Row[] = [];
    let present = 0;
    for (const s of roster) {
      const exception = exceptions.get(s._id);
      if (exception) rows.push(await upsert(tx, key(s._id), values(exception), auth.userId, now));
      else if (!already.has(s._id)) {
        rows.push(await upsert(tx, key(s._id), values({ status: 'Present', arrivedTime: body.arrivedTime }), auth.userId, now));
        present++;
      }
    }
    return { message: fill(messages.attendanceAllMarked, { count: present }), marked: rows.length, attendance: rows.map(toMark) };
  });
}

/** GET getattendancesinglestudent/{student}/{section}/: the student's marks, newest first. */
export async function studentAttendance(db: Db, studentId: string, sectionId: string) {
  const section = await sectionInfo(db, sectionId);
  const rows = await db
    .select({ a: attendance, courseName: courses.name })
    .from(attendance)
    .innerJoin(courses, eq(courses.id, attendance.courseId))
    .where(and(eq(attendance.studentId, studentId), eq(attendance.sectionId, sectionId)))
    .orderBy(desc(attendance.date), asc(courses.name));
  return {
    section: { _id: section._id, name: section.name },
    academic_period: periodDto(section.period),
    attendance: rows.map(({ a, courseName: name }) => ({ ...toMark(a), course: { _id: a.courseId, name } })),
  };
}

/** The days each student of the sections was marked, and whether every mark that day was Absent. */
export async function attendanceDays(db: Db, sectionIds: string[], studentIds?: string[]) {
  if (!sectionIds.length) return [];
  return db
    .select({
      studentId: attendance.studentId,
      sectionId: attendance.sectionId,
      date: attendance.date,
      absent: sql<boolean>`bool_and(${attendance.status} = 'Absent')`,
    })
    .from(attendance)
    .where(and(inArray(attendance.sectionId, sectionIds), studentIds ? inArray(attendance.studentId, studentIds) : undefined))
    .groupBy(attendance.studentId, attendance.sectionId, attendance.date)
    .orderBy(asc(attendance.studentId), desc(attendance.date));
}
