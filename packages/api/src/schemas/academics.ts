import { z } from 'zod';
import { messages } from '../messages';
import { isCalendarDate } from './common';
import { academicPeriodSchema } from './admissions/application';

// ─── School structure: academic periods, courses, grades, sections, schedule (spec 000 §3, §5, §7) ──

const isoDate = z.string().max(10, messages.dateInvalid).refine(isCalendarDate, messages.dateInvalid);

/** POST academicPeriods / PUT academicPeriods/{id}. */
export const academicPeriodRequestSchema = z
  .object({
    year: z.coerce
      .number({ error: messages.yearPositive })
      .int(messages.yearPositive)
      .positive(messages.yearPositive)
      .max(9999, messages.yearPositive),
    semester: z.coerce
      .number({ error: messages.semesterRange })
      .int(messages.semesterRange)
      .min(1, messages.semesterRange)
      .max(4, messages.semesterRange),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((v) => v.startDate < v.endDate, { message: messages.startBeforeEnd, path: ['startDate'] });
export type AcademicPeriodRequest = z.infer<typeof academicPeriodRequestSchema>;

/** A list page: the items under their spec key, with the totals. */
export type Paged<K extends string, T> = { [key in K]: T[] } & { totalPages: number; totalItems: number };

export const courseSchema = z.object({ _id: z.string(), name: z.string(), grades: z.array(z.string()) });
export type Course = z.infer<typeof courseSchema>;

/** POST addcourse {id, name, grade[]} (`id` is the academic period). */
export const addCourseRequestSchema = z.object({
  id: z.string().min(1).max(100, messages.invalidData),
  name: z.string().trim().min(1, messages.fullNameRequired).max(120),
  grade: z.array(z.string().min(1).max(100, messages.invalidData)).min(1, messages.courseGradeRequired).max(50, messages.invalidData),
});
export type AddCourseRequest = z.infer<typeof addCourseRequestSchema>;
/** PUT editcourse/ {academicPeriodId, name, grade, _id}. */
export const editCourseRequestSchema = z.object({
  _id: z.string().min(1).max(100, messages.invalidData),
  academicPeriodId: z.string().min(1).max(100, messages.invalidData),
  name: z.string().trim().min(1, messages.fullNameRequired).max(120),
  grade: z.array(z.string().min(1).max(100, messages.invalidData)).min(1, messages.courseGradeRequired).max(50, messages.invalidData),
});
export type EditCourseRequest = z.infer<typeof editCourseRequestSchema>;

/** POST addgrade {grade, sectionCount, capacity, id}: creates the grade and its sections A, B, … */
export const addGradeRequestSchema = z.object({
  id: z.string().min(1).max(100, messages.invalidData),
  grade: z.string().trim().min(1, messages.gradeOrClassRequired).max(40),
  sectionCount: z.coerce.number({ error: messages.sectionCountRequired }).int().min(1, messages.sectionCountRequired).max(26),
  capacity: z.coerce.number({ error: messages.capacityRequired }).int().min(1, messages.capacityRequired).max(200),
});
export type AddGradeRequest = z.infer<typeof addGradeRequestSchema>;
/** PUT editgrade (body not shown in the spec): the add body plus `_id`. */
export const editGradeRequestSchema = addGradeRequestSchema.extend({ _id: z.string().min(1).max(100, messages.invalidData) });
export type EditGradeRequest = z.infer<typeof editGradeRequestSchema>;

export const sectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The grade's name, e.g. 'Grade 7'. */
  gradeID: z.string(),
  grade_academic_period_id: z.string(),
  academic_period_id: z.string(),
  capacity: z.number().int(),
  /** Students enrolled now. */
  actual: z.number().int(),
});
export type Section = z.infer<typeof sectionSchema>;

export const sectionTeacherSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  course: z.object({ _id: z.string(), name: z.string() }),
});
export type SectionTeacher = z.infer<typeof sectionTeacherSchema>;

export const sectionStudentSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
});
export type SectionStudent = z.infer<typeof sectionStudentSchema>;

/**
 * The spec's shapes of getsectionteacher, getsectionstudent and getsection (spec 001 §3 Section:
 * `teachers[{teacher_id{_id, fullName, email}, course_id{name}}]`, `students[{student_id{_id,
 * firstName, lastName, email}}]`), with our flat fields beside them (issue 20).
 */
export const sectionTeacherContractSchema = sectionTeacherSchema.extend({
  teacher_id: z.object({ _id: z.string(), fullName: z.string(), email: z.string().nullable() }),
  course_id: z.object({ _id: z.string(), name: z.string() }),
});
export const sectionStudentContractSchema = sectionStudentSchema.extend({
  student_id: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
});
/**
 * getsection/{id} (spec 000 §3 Section): `grade_academic_period_id` is the grade of a term as an
 * object, its grade and its term (issue 37), as getallsections and sectionowner give it; the
 * lists (getsections) keep the id.
 */
export const sectionDetailSchema = sectionSchema.extend({
  grade_academic_period_id: z.object({
    _id: z.string(),
    grade_id: z.object({ _id: z.string(), name: z.string() }),
    academic_period_id: academicPeriodSchema,
  }),
  students: z.array(sectionStudentContractSchema),
  teachers: z.array(sectionTeacherContractSchema),
});

// ─── The weekly schedule ────────────────────────────────────────────────────

/** 'HH:MM', 24-hour. */
export const timeOfDay = z
  .string()
  .max(5, messages.timeInvalid)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.timeInvalid);

export const schedulePeriodSchema = z.object({ _id: z.string(), startTime: z.string(), endTime: z.string() });
export type SchedulePeriod = z.infer<typeof schedulePeriodSchema>;

export const scheduleEntrySchema = z.object({
  _id: z.string(),
  periodId: z.string(),
  /** 1 = Monday … 5 = Friday. */
  day: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  teacher: z.object({ _id: z.string(), fullName: z.string() }),
  course: z.object({ _id: z.string(), name: z.string() }),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const sectionScheduleSchema = z.object({ periods: z.array(schedulePeriodSchema), entries: z.array(scheduleEntrySchema) });
export type SectionSchedule = z.infer<typeof sectionScheduleSchema>;

/** POST schedule-period (our addition: the spec adds and deletes periods but shows no call). */
export const schedulePeriodRequestSchema = z
  .object({ section_id: z.string().min(1).max(100, messages.invalidData), startTime: timeOfDay, endTime: timeOfDay })
  .refine((v) => v.startTime < v.endTime, { message: messages.endAfterStart, path: ['endTime'] });
export type SchedulePeriodRequest = z.infer<typeof schedulePeriodRequestSchema>;

/**
 * POST schedule / POST deleteschedule {fullName, day, startTime, endTime, course, section_id}.
 * We add `teacher_id`: a full name does not identify a teacher (docs/decisions/0018-school-structure-refusing-deletes-in-use-grade-sections-the.md).
 */
export const scheduleEntryRequestSchema = z.object({
  section_id: z.string().min(1).max(100, messages.invalidData),
  /** Ours: names the teacher exactly; without it the spec's `fullName` names the section's teacher. */
  teacher_id: z.string().min(1).max(100, messages.invalidData).optional(),
  fullName: z.string().max(100, messages.invalidData).default(''),
  /** The course's id, or (the spec's body) its name among the section's courses. */
  course: z.string().min(1).max(100, messages.invalidData),
  day: z.coerce.number().int().min(1, messages.dayRange).max(5, messages.dayRange),
  startTime: timeOfDay,
  endTime: timeOfDay,
});
export type ScheduleEntryRequest = z.input<typeof scheduleEntryRequestSchema>;
