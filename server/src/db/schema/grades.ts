import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk, updatedAt } from './_id';
import { users } from './users';
import { academicPeriods, courses, sections } from './academics';
import { students, teacherSections } from './people';

/**
 * The school's grade scale (spec 002 §3): how 100 points split between the final exam, the mid
 * exam and the three teacher exams (each teachExam / 3). One row: `singleton` is unique.
 */
export const gradeScales = pgTable('grade_scales', {
  id: pk(),
  singleton: boolean('singleton').notNull().default(true).unique(),
  total: doublePrecision('total').notNull(),
  finalExam: doublePrecision('final_exam').notNull(),
  midExam: doublePrecision('mid_exam').notNull(),
  teachExam: doublePrecision('teach_exam').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A student's grades in one course of one section and period (the spec's grade report of a
 * `teacherInSection_id`): the final, the mid and three teacher exams. Keyed by section, course
 * and period rather than by the teacher assignment, so grades stay when the teacher changes;
 * `teacherSectionId` remembers who graded.
 */
export const studentGrades = pgTable(
  'student_grades',
  {
    id: pk(),
    studentId: cascadeRef('student_id', () => students.id),
    sectionId: cascadeRef('section_id', () => sections.id),
    courseId: cascadeRef('course_id', () => courses.id),
    academicPeriodId: cascadeRef('academic_period_id', () => academicPeriods.id),
    teacherSectionId: text('teacher_section_id').references(() => teacherSections.id, { onDelete: 'set null' }),
    finalExam: doublePrecision('final_exam'),
    midExam: doublePrecision('mid_exam'),
    teachExam1: doublePrecision('teach_exam_1'),
    teachExam2: doublePrecision('teach_exam_2'),
    teachExam3: doublePrecision('teach_exam_3'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('student_grades_slot').on(t.studentId, t.sectionId, t.courseId, t.academicPeriodId),
    index('student_grades_section_idx').on(t.sectionId, t.academicPeriodId),
  ],
);

/** Every change of a grade slot: who, when, old and new value, and from where (Canvas-style log). */
export const gradeChanges = pgTable(
  'grade_changes',
  {
    id: pk(),
    studentGradeId: cascadeRef('student_grade_id', () => studentGrades.id),
    slot: text('slot', { enum: ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3'] }).notNull(),
    oldValue: doublePrecision('old_value'),
    newValue: doublePrecision('new_value'),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** manual (grade entry), assignment (a graded submission) or exam (an announced result). */
    source: text('source', { enum: ['manual', 'assignment', 'exam'] }).notNull(),
    sourceId: text('source_id'),
    createdAt: createdAt(),
  },
  (t) => [index('grade_changes_grade_idx').on(t.studentGradeId)],
);

// ─── Issue 10: ownership by year, visibility, comments and behavior ─────────────────────────

/**
 * A section owner for a whole school year, by section name (spec 002 Section ownership by year):
 * the owner of 'Grade 7 A' in 2026 sees the yearly report of every 'Grade 7 A' of that year.
 */
export const sectionYearOwners = pgTable(
  'section_year_owners',
  {
    id: pk(),
    sectionName: text('section_name').notNull(),
    year: integer('year').notNull(),
    ownerId: cascadeRef('owner_id', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('section_year_owners_name_year').on(t.sectionName, t.year), index('section_year_owners_owner_idx').on(t.ownerId)],
);

/** Is the semester report of a section released to its students and their families? (hidden until set) */
export const sectionGradeVisibility = pgTable('section_grade_visibility', {
  sectionId: text('section_id')
    .primaryKey()
    .references(() => sections.id, { onDelete: 'cascade' }),
  isVisible: boolean('is_visible').notNull().default(false),
  changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
  /** Issue 18: set at release, the term's grades are read-only until the owner or an admin reopens it. */
  lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
  /** Issue 18: when families were last told of a release (a later show notifies only if grades changed since). */
  notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
});

/** Is the yearly report of a section name released? (hidden until set) */
export const yearGradeVisibility = pgTable(
  'year_grade_visibility',
  {
    id: pk(),
    sectionName: text('section_name').notNull(),
    year: integer('year').notNull(),
    isVisible: boolean('is_visible').notNull().default(false),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    /** Issue 18: when families were last told of the yearly release. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [unique('year_grade_visibility_name_year').on(t.sectionName, t.year)],
);

/** The section owner's comment on a student's report (one per student and section). */
export const gradeComments = pgTable(
  'grade_comments',
  {
    id: pk(),
    studentId: cascadeRef('student_id', () => students.id),
    sectionId: cascadeRef('section_id', () => sections.id),
    comment: text('comment').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('grade_comments_student_section').on(t.studentId, t.sectionId), index('grade_comments_section_idx').on(t.sectionId)],
);

/** The behavior grade A to F of a student in a section (one per student and section). */
export const studentBehaviors = pgTable(
  'student_behaviors',
  {
    id: pk(),
    studentId: cascadeRef('student_id', () => students.id),
    sectionId: cascadeRef('section_id', () => sections.id),
    behaviorValue: text('behavior_value', { enum: ['A', 'B', 'C', 'D', 'E', 'F'] }).notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('student_behaviors_student_section').on(t.studentId, t.sectionId),
    index('student_behaviors_section_idx').on(t.sectionId),
    check('student_behaviors_value', sql`${t.behaviorValue} in ('A', 'B', 'C', 'D', 'E', 'F')`),
  ],
);
