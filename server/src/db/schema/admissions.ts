import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, pk } from './_id';
import { users } from './users';
import { students, teachers } from './people';

/**
 * An exam (spec 001). This issue needs only what the entrance-exam selector shows; the exam
 * builder of the teacher area adds questions beside it.
 */
export const exams = pgTable(
  'exams',
  {
    id: pk(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    totalMarks: integer('total_marks').notNull(),
    caution: text('caution').notNull().default(''),
    teacherId: text('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    /** The grade the exam is for, e.g. 'Grade 7'. */
    gradeName: text('grade_name'),
    /** An entrance exam is taken by applicants before approval. */
    isEntrance: boolean('is_entrance').notNull().default(false),
    resultsAnnounced: boolean('results_announced').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('exams_teacher_idx').on(t.teacherId)],
);

/** An entrance exam assigned to an applicant (spec 000 §3 Entrance exam link). */
export const entranceExamLinks = pgTable(
  'entrance_exam_links',
  {
    id: pk(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    examId: text('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    gradeName: text('grade_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('entrance_exam_links_unique').on(t.studentId, t.examId)],
);

/** A question an admin sends an applicant; answered with text or a file (spec 000 §3 Questionnaire). */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: pk(),
    question: text('question').notNull(),
    type: text('type', { enum: ['text', 'file'] }).notNull(),
    fileType: text('file_type', { enum: ['all', 'pdf', 'word', 'image'] }).notNull().default('all'),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text answer, or the stored file name when type is file. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('questionnaires_receiver_idx').on(t.receiverId)],
);
