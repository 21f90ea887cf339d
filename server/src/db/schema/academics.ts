import { date, integer, pgTable, primaryKey, text, unique, index } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk } from './_id';
import { users } from './users';

/** A school term: year + semester 1..4 with its dates (spec 000 §3 Academic period). */
export const academicPeriods = pgTable(
  'academic_periods',
  {
    id: pk(),
    year: integer('year').notNull(),
    semester: integer('semester').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('academic_periods_year_semester').on(t.year, t.semester)],
);

/**
 * A grade (class) as offered in one academic period. Its id plays the spec's
 * `grade_academic_period_id`: sections and course links hang off it.
 */
export const grades = pgTable(
  'grades',
  {
    id: pk(),
    academicPeriodId: cascadeRef('academic_period_id', () => academicPeriods.id),
    name: text('name').notNull(),
    noOfSections: integer('no_of_sections').notNull().default(1),
    capacity: integer('capacity').notNull().default(40),
    createdAt: createdAt(),
  },
  (t) => [unique('grades_period_name').on(t.academicPeriodId, t.name)],
);

export const sections = pgTable(
  'sections',
  {
    id: pk(),
    gradeId: cascadeRef('grade_id', () => grades.id),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull().default(40),
    createdAt: createdAt(),
  },
  (t) => [index('sections_grade_idx').on(t.gradeId)],
);

/** The teacher who owns (is homeroom teacher of) a section (spec 002 Section ownership). */
export const sectionOwners = pgTable(
  'section_owners',
  {
    id: pk(),
    sectionId: cascadeRef('section_id', () => sections.id),
    ownerId: cascadeRef('owner_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('section_owners_section').on(t.sectionId)],
);

export const courses = pgTable(
  'courses',
  {
    id: pk(),
    academicPeriodId: cascadeRef('academic_period_id', () => academicPeriods.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('courses_period_idx').on(t.academicPeriodId)],
);

/** Which grades take a course (spec: Course.grades). */
export const courseGrades = pgTable(
  'course_grades',
  {
    courseId: cascadeRef('course_id', () => courses.id),
    gradeId: cascadeRef('grade_id', () => grades.id),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.gradeId] })],
);
