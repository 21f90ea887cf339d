import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk } from './_id';
import { users } from './users';
import { students } from './people';
import { exams } from './exams';

/** An entrance exam assigned to an applicant (spec 000 §3 Entrance exam link). */
export const entranceExamLinks = pgTable(
  'entrance_exam_links',
  {
    id: pk(),
    studentId: cascadeRef('student_id', () => students.id),
    examId: cascadeRef('exam_id', () => exams.id),
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
    fileType: text('file_type', { enum: ['all', 'pdf', 'word', 'image'] })
      .notNull()
      .default('all'),
    ownerId: cascadeRef('owner_id', () => users.id),
    receiverId: cascadeRef('receiver_id', () => users.id),
    /** The text answer, or the stored file name when type is file. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('questionnaires_receiver_idx').on(t.receiverId)],
);
