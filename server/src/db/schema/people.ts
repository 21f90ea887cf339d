import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk } from './_id';
import { users } from './users';
import { academicPeriods, courses, sections } from './academics';

/** Teacher profile beside the user row (spec 000 §3 Teacher). status true = employed. */
export const teachers = pgTable('teachers', {
  id: pk(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  age: integer('age'),
  gender: text('gender', { enum: ['male', 'female'] }),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
});

/** A teacher teaches a course in a section during an academic period. */
export const teacherSections = pgTable(
  'teacher_sections',
  {
    id: pk(),
    teacherId: cascadeRef('teacher_id', () => teachers.id),
    sectionId: cascadeRef('section_id', () => sections.id),
    courseId: cascadeRef('course_id', () => courses.id),
    academicPeriodId: cascadeRef('academic_period_id', () => academicPeriods.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('teacher_sections_unique').on(t.sectionId, t.courseId, t.academicPeriodId),
    // A teacher's assignments of one period (the teachers list, a teacher's record); the period
    // alone is the unique constraint's third column, so it gets its own.
    index('teacher_sections_teacher_idx').on(t.teacherId, t.academicPeriodId),
    index('teacher_sections_period_idx').on(t.academicPeriodId),
  ],
);

/**
 * A teacher with its sections of one period, as the teachers page writes it (issue 21, decision
 * 139): the contract's Teacher object as JSON text (`_id` … `assignedCourse`,
 * `assignedSections` in the page's order: grade, section, course). Written only by the database:
 * triggers of migration 0013 rewrite a teacher's rows in the same transaction as any change to its
 * assignments, to a section, grade or course they show, or to the teacher's own fields, so a page
 * reads ten rows instead of joining and writing about 170 sections on every request.
 */
export const teacherPeriodSections = pgTable(
  'teacher_period_sections',
  {
    teacherId: cascadeRef('teacher_id', () => teachers.id),
    academicPeriodId: cascadeRef('academic_period_id', () => academicPeriods.id),
    json: text('json').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.academicPeriodId] })],
);

/** Student record: the application fields (spec 000 §3) plus approval and documents. */
export const students = pgTable('students', {
  id: pk(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name').notNull(),
  lastName: text('last_name').notNull(),
  age: integer('age'),
  gender: text('gender', { enum: ['male', 'female'] }),
  birthPlace: text('birth_place'),
  birthDate: date('birth_date', { mode: 'string' }),
  email: text('email'),
  profilePic: text('profile_pic'),
  phoneNumber: text('phone_number'),
  motherFullName: text('mother_full_name'),
  homeAddress: text('home_address'),
  emergencyContact: text('emergency_contact'),
  emergencyPhoneNumber: text('emergency_phone_number'),
  previousSchoolAttended: text('previous_school_attended'),
  currentGradeLevel: text('current_grade_level'),
  avarageValue: real('avarage_value'),
  classG: text('class_g'),
  approved: boolean('approved').notNull().default(false),
  applicationYear: integer('application_year'),
  applicationSemester: integer('application_semester'),
  /** true = Active; freezing sets it false. */
  status: boolean('status').notNull().default(true),
  birthCertificate: text('birth_certificate'),
  gradeReports: jsonb('grade_reports').$type<string[]>().notNull().default([]),
  nationalId: text('national_id'),
  neccesseryDoc: jsonb('neccessery_doc').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** A student sits in one section per academic period. */
export const studentSections = pgTable(
  'student_sections',
  {
    id: pk(),
    studentId: cascadeRef('student_id', () => students.id),
    sectionId: cascadeRef('section_id', () => sections.id),
    academicPeriodId: cascadeRef('academic_period_id', () => academicPeriods.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('student_sections_student_period').on(t.studentId, t.academicPeriodId),
    index('student_sections_section_idx').on(t.sectionId),
  ],
);

/** A Family account linked to the students it may see (spec 002 Parent.links). */
export const familyLinks = pgTable(
  'family_links',
  {
    id: pk(),
    parentId: cascadeRef('parent_id', () => users.id),
    studentId: cascadeRef('student_id', () => students.id),
    createdAt: createdAt(),
  },
  (t) => [unique('family_links_unique').on(t.parentId, t.studentId)],
);

/**
 * A Family account's visits to the parent dashboard (the family digest, issue 12): the digest
 * shows what changed since `previousVisitAt`; a visit starts when the last one is over 30 minutes old.
 */
export const familyVisits = pgTable('family_visits', {
  parentId: text('parent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true, mode: 'date' }).notNull(),
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true, mode: 'date' }),
});
