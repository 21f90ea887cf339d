import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk } from './_id';
import { users } from './users';
import { courses, sections } from './academics';
import { assignments } from './teaching';
import { exams } from './exams';

// ─── Issue 18: one known source per grade slot, and released terms reopened with a reason ───

/**
 * Who feeds a grade slot of a section's course (a section belongs to one term): one linked
 * assignment or one linked exam, never two. The unique key is the rule; linking another source
 * either is refused or replaces this row after the teacher confirmed (modules/grades/slotSources.ts).
 */
export const gradeSlotSources = pgTable(
  'grade_slot_sources',
  {
    id: pk(),
    sectionId: cascadeRef('section_id', () => sections.id),
    courseId: cascadeRef('course_id', () => courses.id),
    slot: text('slot', { enum: ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3'] }).notNull(),
    assignmentId: text('assignment_id').references(() => assignments.id, { onDelete: 'cascade' }),
    examId: text('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('grade_slot_sources_slot').on(t.sectionId, t.courseId, t.slot),
    index('grade_slot_sources_assignment_idx').on(t.assignmentId),
    index('grade_slot_sources_exam_idx').on(t.examId),
    check('grade_slot_sources_one_source', sql`num_nonnulls(${t.assignmentId}, ${t.examId}) = 1`),
  ],
);

/** A released term (section report) reopened for corrections: by whom, when and why (change history). */
export const termReopenings = pgTable(
  'term_reopenings',
  {
    id: pk(),
    sectionId: cascadeRef('section_id', () => sections.id),
    reason: text('reason').notNull(),
    reopenedBy: text('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('term_reopenings_section_idx').on(t.sectionId), check('term_reopenings_reason', sql`length(trim(${t.reason})) > 0`)],
);
