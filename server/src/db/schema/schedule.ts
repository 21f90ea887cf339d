import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, pk } from './_id';
import { courses, sections } from './academics';
import { teachers } from './people';

/** A row of a section's weekly timetable: a period's start and end ('HH:MM'). */
export const schedulePeriods = pgTable(
  'schedule_periods',
  {
    id: pk(),
    sectionId: text('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
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
    sectionId: text('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    periodId: text('period_id')
      .notNull()
      .references(() => schedulePeriods.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    teacherId: text('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('schedule_entries_slot').on(t.periodId, t.day), index('schedule_entries_teacher_idx').on(t.teacherId)],
);
