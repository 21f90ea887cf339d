import { and, eq, gte, inArray } from 'drizzle-orm';
import { calendarTexts, formatMessage, type CalendarLanguage } from '@school/api/schemas';
import type { Db } from '../../db';
import {
  academicPeriods,
  assignments,
  courses,
  examSections,
  exams,
  grades,
  scheduleEntries,
  schedulePeriods,
  sections,
  studentSections,
  teacherSections,
  teachers,
  users,
} from '../../db/schema';
import type { LocalDateTime } from './ics';
import { toInstant, toLocal } from './zone';

// ─── What a person's calendar holds (issue 39) ───────────────────────────────────────────────
// A teacher: the weekly lessons they teach (one recurring event per timetable cell, from the
// first such weekday of the term to its last day), the windows of their exams and the due dates
// of the assignments of the courses they teach. A student (and a parent, for each linked child):
// the lessons of their section, the windows of the exams set for it and its assignments' due
// dates. Entrance exams are for applicants, who have no feed. Terms, exams and assignments that
// ended more than HISTORY_DAYS ago are left out, so a feed stays small.

export const HISTORY_DAYS = 120;

/** One event as the feed remembers it (calendar_feed_items.event): plain JSON. */
export interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  /** Wall-clock times in the school's zone. */
  start: LocalDateTime;
  /** Absent: a moment (a due date), DTSTART alone (RFC 5545 §3.6.1). */
  end?: LocalDateTime;
  /** A weekly lesson: the last occurrence's start, as a UTC instant (RRULE UNTIL). */
  weeklyUntil?: string;
}

/** Whose calendar: a teacher's, or a student's (their own, or a parent's linked child's). */
export type CalendarOwner = { teacherId: string } | { studentId: string; childName?: string };

export interface CalendarContext {
  zone: string;
  lang: CalendarLanguage;
  now: Date;
}

/** Event UIDs: stable across polls and feeds (the same lesson has one UID in every feed), unique by the school's record id. */
const UID_DOMAIN = 'calendar.school';
const uid = (kind: string, id: string) => `${kind}-${id}@${UID_DOMAIN}`;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
/** ISO weekday of a YYYY-MM-DD: 1 = Monday … 7 = Sunday. */
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The first date on or after `from` that falls on `day` (1 = Monday). */
export function firstWeekday(from: string, day: number): string {
  return addDays(from, (day - weekday(from) + 7) % 7);
}

export async function calendarEvents(db: Db, owner: CalendarOwner, ctx: CalendarContext): Promise<FeedEvent[]> {
  const t = calendarTexts(ctx.lang);
  const f = (template: string, values: Record<string, string | number>) => formatMessage(template, values, ctx.lang);
  const today = toLocal(ctx.now, ctx.zone).date;
  const since = addDays(today, -HISTORY_DAYS);
  const sinceInstant = new Date(ctx.now.getTime() - HISTORY_DAYS * 86_400_000);
  const forChild = 'studentId' in owner && owner.childName ? owner.childName : undefined;
  const title = (text: string) => (forChild ? f(t.calendarForChild, { name: forChild, title: text }) : text);

  // The sections (with their term) whose lessons, exams and assignments belong in the calendar.
  const seats =
    'teacherId' in owner
      ? []
      : await db
          .select({ sectionId: studentSections.sectionId })
          .from(studentSections)
          .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
          .where(and(eq(studentSections.studentId, owner.studentId), gte(academicPeriods.endDate, since)));
  const sectionIds = seats.map((s) => s.sectionId);
  if (!('teacherId' in owner) && sectionIds.length === 0) return [];

  const teacherUser = users;
  const lessonRows = await db
    .select({
      id: scheduleEntries.id,
      day: scheduleEntries.day,
      startTime: schedulePeriods.startTime,
      endTime: schedulePeriods.endTime,
      section: sections.name,
      course: courses.name,
      teacher: teacherUser.fullName,
      termStart: academicPeriods.startDate,
      termEnd: academicPeriods.endDate,
    })
    .from(scheduleEntries)
    .innerJoin(schedulePeriods, eq(schedulePeriods.id, scheduleEntries.periodId))
    .innerJoin(sections, eq(sections.id, scheduleEntries.sectionId))
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, grades.academicPeriodId))
    .innerJoin(courses, eq(courses.id, scheduleEntries.courseId))
    .innerJoin(teachers, eq(teachers.id, scheduleEntries.teacherId))
    .innerJoin(teacherUser, eq(teacherUser.id, teachers.userId))
    .where(
      and(
        gte(academicPeriods.endDate, since),
        'teacherId' in owner ? eq(scheduleEntries.teacherId, owner.teacherId) : inArray(scheduleEntries.sectionId, sectionIds),
      ),
    );

  const events: FeedEvent[] = [];
  for (const l of lessonRows) {
    const first = firstWeekday(l.termStart, l.day);
    if (first > l.termEnd) continue; // the term has no such weekday
    const lastDay = addDays(l.termEnd, -((weekday(l.termEnd) - l.day + 7) % 7));
    const text = 'teacherId' in owner ? f(t.calendarLessonTeacher, l) : f(t.calendarLessonStudent, l);
    events.push({
      uid: uid('lesson', l.id),
      summary: title(text),
      description: [
        f(t.calendarLessonDescription, { course: l.course, section: l.section, start: l.startTime, end: l.endTime }),
        f(t.calendarLessonTeacherLine, { name: l.teacher }),
      ].join('\n'),
      start: { date: first, time: l.startTime },
      end: { date: first, time: l.endTime },
      weeklyUntil: toInstant({ date: lastDay, time: l.startTime }, ctx.zone).toISOString(),
    });
  }

  const examRows = await db
    .selectDistinct({
      id: exams.id,
      title: exams.title,
      startTime: exams.startTime,
      endTime: exams.endTime,
      duration: exams.duration,
    })
    .from(exams)
    .leftJoin(examSections, eq(examSections.examId, exams.id))
    .where(
      and(
        eq(exams.isEntrance, false),
        gte(exams.endTime, sinceInstant),
        'teacherId' in owner ? eq(exams.teacherId, owner.teacherId) : inArray(examSections.sectionId, sectionIds),
      ),
    );
  for (const e of examRows) {
    events.push({
      uid: uid('exam', e.id),
      summary: title(f(t.calendarExam, { title: e.title })),
      description: f(t.calendarExamDescription, { minutes: e.duration }),
      start: toLocal(e.startTime, ctx.zone),
      end: toLocal(e.endTime, ctx.zone),
    });
  }

  const taught =
    'teacherId' in owner
      ? and(
          eq(teacherSections.teacherId, owner.teacherId),
          eq(teacherSections.sectionId, assignments.sectionId),
          eq(teacherSections.courseId, assignments.courseId),
        )
      : undefined;
  const dueQuery = db
    .selectDistinct({
      id: assignments.id,
      title: assignments.title,
      dueDate: assignments.dueDate,
      course: courses.name,
      section: sections.name,
    })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .innerJoin(sections, eq(sections.id, assignments.sectionId));
  const dueRows = await ('teacherId' in owner
    ? dueQuery.innerJoin(teacherSections, taught).where(gte(assignments.dueDate, sinceInstant))
    : dueQuery.where(and(gte(assignments.dueDate, sinceInstant), inArray(assignments.sectionId, sectionIds))));
  for (const a of dueRows) {
    events.push({
      uid: uid('due', a.id),
      summary: title(f(t.calendarDue, { title: a.title, course: a.course })),
      description: f(t.calendarDueDescription, { course: a.course, section: a.section }),
      start: toLocal(a.dueDate, ctx.zone),
    });
  }
  return events.sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}

/** The calendar's name in the reader's language. */
export function calendarName(ctx: CalendarContext, childName?: string): string {
  const t = calendarTexts(ctx.lang);
  return childName
    ? formatMessage(t.calendarNameChild, { school: t.schoolName, name: childName }, ctx.lang)
    : formatMessage(t.calendarNameOwn, { school: t.schoolName }, ctx.lang);
}
