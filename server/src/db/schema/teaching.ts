// Teacher and student areas: assignments, submissions, course material, attendance (spec 001).
import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk, updatedAt } from './_id';
import { users } from './users';
import { academicPeriods, courses, sections } from './academics';
import { students, teachers } from './people';

/**
 * An assignment of a course in a section (spec 001 §3). It belongs to the section and course,
 * not to the teacher assignment: whoever teaches that course in the section acts on it;
 * `teacherId` remembers who created it.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: pk(),
    sectionId: cascadeRef('section_id', () => sections.id),
    courseId: cascadeRef('course_id', () => courses.id),
    academicPeriodId: cascadeRef('academic_period_id', () => academicPeriods.id),
    teacherId: text('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    submissionType: text('submission_type', { enum: ['text', 'file', 'file+text'] }).notNull(),
    submissionMethod: text('submission_method', { enum: ['hardcopy', 'system'] }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }).notNull(),
    /** Stored names of the helper documents (UPLOAD_DIR/assignments). */
    docs: jsonb('docs').$type<string[]>().notNull().default([]),
    /** The grade slot the assignment counts for; null = not linked yet. */
    linkType: text('link_type', { enum: ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3', 'none'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('assignments_section_course_idx').on(t.sectionId, t.courseId)],
);

/** A student's submission of an assignment: one per student and assignment. */
export const submissions = pgTable(
  'submissions',
  {
    id: pk(),
    assignmentId: cascadeRef('assignment_id', () => assignments.id),
    studentId: cascadeRef('student_id', () => students.id),
    text: text('text'),
    /** Stored name in UPLOAD_DIR/submissions. */
    file: text('file'),
    /** null for a hardcopy assignment graded without a submission in the system. */
    submissionDate: timestamp('submission_date', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: ['submitted', 'graded'] })
      .notNull()
      .default('submitted'),
    grade: doublePrecision('grade'),
    gradedAt: timestamp('graded_at', { withTimezone: true, mode: 'date' }),
    gradedBy: text('graded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('submissions_assignment_student').on(t.assignmentId, t.studentId), index('submissions_student_idx').on(t.studentId)],
);

/** A file a teacher shares with a section for a course (spec 001 Course material). */
export const courseMaterials = pgTable(
  'course_materials',
  {
    id: pk(),
    sectionId: cascadeRef('section_id', () => sections.id),
    courseId: cascadeRef('course_id', () => courses.id),
    /** The owner (users.id): only they may delete it. */
    ownerId: cascadeRef('owner_id', () => users.id),
    /** Stored name in UPLOAD_DIR/courseMaterial. */
    file: text('file').notNull(),
    /** The name the file had on the teacher's computer, shown in the list. */
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('course_materials_section_course_idx').on(t.sectionId, t.courseId)],
);

/**
 * A student's attendance in a course of a section on one day. Marking again the same day
 * updates the row: the unique key makes a duplicate impossible.
 */
export const attendance = pgTable(
  'attendance',
  {
    id: pk(),
    studentId: cascadeRef('student_id', () => students.id),
    sectionId: cascadeRef('section_id', () => sections.id),
    courseId: cascadeRef('course_id', () => courses.id),
    academicPeriodId: cascadeRef('academic_period_id', () => academicPeriods.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['Present', 'Absent', 'Late'] }).notNull(),
    /** 'HH:MM' when the student arrived (Present, Late). */
    arrivedTime: text('arrived_time'),
    reason: text('reason'),
    notes: text('notes'),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('attendance_student_course_day').on(t.studentId, t.sectionId, t.courseId, t.date),
    index('attendance_section_date_idx').on(t.sectionId, t.date),
  ],
);
