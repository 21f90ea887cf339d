import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk } from './_id';
import { courses, sections } from './academics';
import { teachers } from './people';

/** A row of a section's weekly timetable: a period's start and end ('HH:MM'). */
export const schedulePeriods = pgTable(
  'schedule_periods',
  {
    id: pk(),
    sectionId: cascadeRef('section_id', () => sections.id),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('schedule_periods_section_start').on(t.sectionId, t.startTime), index('schedule_periods_section_idx').on(t.sectionId)],
);

/** A teacher teaching a course in one period on one weekday (1 = Monday … 5 = Friday). */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: pk(),
    sectionId: cascadeRef('section_id', () => sections.id),
    periodId: cascadeRef('period_id', () => schedulePeriods.id),
    day: integer('day').notNull(),
    teacherId: cascadeRef('teacher_id', () => teachers.id),
    courseId: cascadeRef('course_id', () => courses.id),
    createdAt: createdAt(),
  },
  (t) => [unique('schedule_entries_slot').on(t.periodId, t.day), index('schedule_entries_teacher_idx').on(t.teacherId)],
);
