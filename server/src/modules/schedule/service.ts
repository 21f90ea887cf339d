import { aliasedTable, and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ScheduleEntry, SchedulePeriodRequest, SectionSchedule } from '@school/api/schemas';
import { type scheduleEntryRequestSchema } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { z } from 'zod';
import type { Db } from '../../db';
import { courses, grades, scheduleEntries, schedulePeriods, sections, teacherSections, teachers, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { findSection } from '../academics/sections';
import { resolveCourse, resolveTeacher } from './resolve';

type EntryRequest = z.output<typeof scheduleEntryRequestSchema>;
/** The request with its teacher and course resolved to ids (resolve.ts). */
type ResolvedEntry = EntryRequest & { teacher_id: string };

const DAY_NAMES = [
  messages.weekdayMonday,
  messages.weekdayTuesday,
  messages.weekdayWednesday,
  messages.weekdayThursday,
  messages.weekdayFriday,
];
const dayName = (day: number) => DAY_NAMES[day - 1] ?? String(day);

/** Two slots overlap when each starts before the other ends ('HH:MM' compares as text). */
export const overlaps = (a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }) =>
  a.startTime < b.endTime && b.startTime < a.endTime;

const entryColumns = {
  _id: scheduleEntries.id,
  periodId: scheduleEntries.periodId,
  day: scheduleEntries.day,
  startTime: schedulePeriods.startTime,
  endTime: schedulePeriods.endTime,
  teacherId: teachers.id,
  teacherName: users.fullName,
  courseId: courses.id,
  courseName: courses.name,
};
type EntryRow = { [K in keyof typeof entryColumns]: (typeof entryColumns)[K]['_']['data'] };
const toEntry = ({ teacherId, teacherName, courseId, courseName, ...e }: EntryRow): ScheduleEntry => ({
  ...e,
  teacher: { _id: teacherId, fullName: teacherName },
  course: { _id: courseId, name: courseName },
});

const entriesQuery = (db: Db) =>
  db
    .select(entryColumns)
    .from(scheduleEntries)
    .innerJoin(schedulePeriods, eq(schedulePeriods.id, scheduleEntries.periodId))
    .innerJoin(teachers, eq(teachers.id, scheduleEntries.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .innerJoin(courses, eq(courses.id, scheduleEntries.courseId));

/** The section's slots (by start) and its lessons; `periods` is the contract's name. */
export async function getSchedule(db: Db, sectionId: string): Promise<SectionSchedule> {
  await findSection(db, sectionId);
  const periods = await db
    .select({ _id: schedulePeriods.id, startTime: schedulePeriods.startTime, endTime: schedulePeriods.endTime })
    .from(schedulePeriods)
    .where(eq(schedulePeriods.sectionId, sectionId))
    .orderBy(asc(schedulePeriods.startTime));
  const entries = await entriesQuery(db)
    .where(eq(scheduleEntries.sectionId, sectionId))
    .orderBy(asc(scheduleEntries.day), asc(schedulePeriods.startTime));
  return { periods, entries: entries.map(toEntry) };
}

/**
 * Schedule writes of one academic period, one at a time: the checks below (a free slot, no
 * overlapping slot, the teacher not booked elsewhere at that time) read other rows, so two
 * concurrent requests could both pass them. Each write runs in a transaction that first takes a
 * transaction-scoped advisory lock on the academic period; the second request waits, then sees
 * the first one's row and is refused with the 400 naming the clash. (The teacher clash spans
 * sections and compares time ranges, which no unique index expresses; the slot also has its
 * unique index schedule_entries_slot as a last line.)
 */
async function inScheduleLock<T>(db: Db, academicPeriodId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`schedule:${academicPeriodId}`}))`);
    return work(tx as unknown as Db);
  });
}

/** A new row of the grid: refused when it overlaps one of the section's slots. */
export async function addScheduleSlot(db: Db, body: SchedulePeriodRequest) {
  const section = await findSection(db, body.section_id);
  return inScheduleLock(db, section.academic_period_id, (tx) => insertSlot(tx, body));
}

async function insertSlot(db: Db, body: SchedulePeriodRequest) {
  const existing = await db.select().from(schedulePeriods).where(eq(schedulePeriods.sectionId, body.section_id));
  if (existing.some((p) => overlaps(p, body))) throw badRequest(messages.periodOverlap);
  const [row] = await db
    .insert(schedulePeriods)
    .values({ sectionId: body.section_id, startTime: body.startTime, endTime: body.endTime })
    .returning();
  return { message: messages.added, period: { _id: row.id, startTime: row.startTime, endTime: row.endTime } };
}

/** Deletes the slot; its lessons go with it (foreign key cascade). */
export async function deleteScheduleSlot(db: Db, slotId: string) {
  const deleted = await db.delete(schedulePeriods).where(eq(schedulePeriods.id, slotId)).returning({ id: schedulePeriods.id });
  if (!deleted.length) throw notFound();
  return { message: messages.deleted };
}

async function slotAt(db: Db, sectionId: string, startTime: string, endTime: string) {
  const [slot] = await db
    .select()
    .from(schedulePeriods)
    .where(and(eq(schedulePeriods.sectionId, sectionId), eq(schedulePeriods.startTime, startTime)))
    .limit(1);
  if (!slot || slot.endTime !== endTime) throw badRequest(fill(messages.scheduleNoPeriod, { start: startTime, end: endTime }));
  return slot;
}

/**
 * Assigns a teacher and course to a slot. The teacher must teach that course in the section
 * (teacher_sections), the slot must be free, and the teacher must not teach another section of
 * the same academic period at an overlapping time that day; each refusal names the reason.
 */
export async function assignLesson(db: Db, request: EntryRequest) {
  const section = await findSection(db, request.section_id);
  const body = {
    ...request,
    teacher_id: await resolveTeacher(db, section, request),
    course: await resolveCourse(db, section, request.course),
  };
  return inScheduleLock(db, section.academic_period_id, (tx) => insertLesson(tx, body, section));
}

async function insertLesson(db: Db, body: ResolvedEntry, section: Awaited<ReturnType<typeof findSection>>) {
  const slot = await slotAt(db, body.section_id, body.startTime, body.endTime);
  const [assignment] = await db
    .select({ teacherName: users.fullName, courseName: courses.name })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .where(
      and(
        eq(teacherSections.sectionId, section._id),
        eq(teacherSections.teacherId, body.teacher_id),
        eq(teacherSections.courseId, body.course),
      ),
    )
    .limit(1);
  if (!assignment) {
    const [t] = await db
      .select({ name: users.fullName })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(teachers.id, body.teacher_id))
      .limit(1);
    const [c] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, body.course)).limit(1);
    throw badRequest(
      fill(messages.teacherNotInSection, {
        teacher: t?.name ?? (body.fullName || body.teacher_id),
        course: c?.name ?? body.course,
        section: section.name,
      }),
    );
  }
  const when = { day: dayName(body.day), start: slot.startTime, end: slot.endTime };

  const [taken] = await entriesQuery(db)
    .where(and(eq(scheduleEntries.periodId, slot.id), eq(scheduleEntries.day, body.day)))
    .limit(1);
  if (taken)
    throw badRequest(fill(messages.slotTaken, { ...when, section: section.name, course: taken.courseName, teacher: taken.teacherName }));

  // The teacher's lessons that day in the other sections of this academic period.
  const otherSection = aliasedTable(sections, 'other_section');
  const busy = await db
    .select({ section: otherSection.name, startTime: schedulePeriods.startTime, endTime: schedulePeriods.endTime })
    .from(scheduleEntries)
    .innerJoin(schedulePeriods, eq(schedulePeriods.id, scheduleEntries.periodId))
    .innerJoin(otherSection, eq(otherSection.id, scheduleEntries.sectionId))
    .innerJoin(grades, eq(grades.id, otherSection.gradeId))
    .where(
      and(
        eq(scheduleEntries.teacherId, body.teacher_id),
        eq(scheduleEntries.day, body.day),
        eq(grades.academicPeriodId, section.academic_period_id),
        ne(scheduleEntries.sectionId, section._id),
      ),
    );
  const clash = busy.find((b) => overlaps(b, slot));
  if (clash) {
    throw badRequest(
      fill(messages.teacherClash, {
        teacher: assignment.teacherName,
        section: clash.section,
        day: when.day,
        start: clash.startTime,
        end: clash.endTime,
      }),
    );
  }

  const [row] = await db
    .insert(scheduleEntries)
    .values({ sectionId: section._id, periodId: slot.id, day: body.day, teacherId: body.teacher_id, courseId: body.course })
    .returning({ id: scheduleEntries.id });
  const [entry] = await entriesQuery(db).where(eq(scheduleEntries.id, row.id));
  return { message: messages.added, entry: toEntry(entry) };
}

/** Removes the lesson at (section, day, start time). */
export async function unassignLesson(db: Db, body: EntryRequest) {
  await findSection(db, body.section_id);
  const [slot] = await db
    .select({ id: schedulePeriods.id })
    .from(schedulePeriods)
    .where(and(eq(schedulePeriods.sectionId, body.section_id), eq(schedulePeriods.startTime, body.startTime)))
    .limit(1);
  const deleted = slot
    ? await db
        .delete(scheduleEntries)
        .where(and(eq(scheduleEntries.periodId, slot.id), eq(scheduleEntries.day, body.day)))
        .returning({ id: scheduleEntries.id })
    : [];
  if (!deleted.length) throw notFound(messages.scheduleEntryMissing);
  return { message: messages.deleted };
}
