import { z } from 'zod';
import { teacherSchema } from '../teachers';
import { entranceExamLinkSchema } from '../admissions/review';
import { periodDatesSchema } from './attendance';
import { submissionTypes } from './assignments';

// ─── Course material, schedules, dashboards, onboarding (spec 001 §2, §3, §7) ───────────────

const named = z.object({ _id: z.string(), name: z.string() });
const period = z.object({ _id: z.string(), year: z.number().int(), semester: z.number().int() });

/** Course material (spec 001 §3): owner{ID, email}; `name` is the file's original name. */
export const courseMaterialSchema = z.object({
  _id: z.string(),
  /** Stored name, read with api.fileUrl('courseMaterial', file). */
  file: z.string(),
  name: z.string(),
  owner: z.object({ _id: z.string(), ID: z.string(), email: z.string().nullable() }),
  created_at: z.string(),
});
export type CourseMaterial = z.infer<typeof courseMaterialSchema>;
/** GET getcoursematerial/{teacher}/{course_id}/{section_id}. */
export const courseMaterialListSchema = z.object({ section: named, course: named, courseMaterials: z.array(courseMaterialSchema) });
export type CourseMaterialList = z.infer<typeof courseMaterialListSchema>;
export const savedCourseMaterialSchema = z.object({ message: z.string(), courseMaterial: courseMaterialSchema });

/** A lesson of a week (spec 001 §3 Schedule entry): day 1-7 = Monday-Sunday. */
export const lessonSchema = z.object({
  _id: z.string(),
  day: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  teacher_id: z.object({ _id: z.string(), fullName: z.string() }),
  course_id: named,
  section_id: named,
});
export type Lesson = z.infer<typeof lessonSchema>;

/**
 * GET schedule/{person}/{academic_period_id}: a teacher's lessons (every section they teach) or a
 * student's (their section's) in the period; `periods` are the last 8 years' academic periods
 * for the picker, newest first. The period may be the word `current`.
 */
export const personScheduleSchema = z.object({
  academic_period: period.nullable(),
  periods: z.array(period),
  section: named.nullable(),
  lessons: z.array(lessonSchema),
});
export type PersonSchedule = z.infer<typeof personScheduleSchema>;

/** GET getteacher/{teacher}/{academic_period_id}: the teacher with that period's sections (`current` allowed). */
export const teacherInPeriodSchema = z.object({ teacher: teacherSchema, academic_period: periodDatesSchema.nullable() });
export type TeacherInPeriod = z.infer<typeof teacherInPeriodSchema>;

// ─── Dashboards ──────────────────────────────────────────────────────────────

/** A student flagged on the teacher dashboard: absent on each of their last `days` (3+) recorded days. */
export const absenceFlagSchema = z.object({
  student: z.object({ _id: z.string(), ID: z.string(), fullName: z.string() }),
  section: named,
  days: z.number().int(),
  since: z.string(),
});
export type AbsenceFlag = z.infer<typeof absenceFlagSchema>;

/** A submission nobody has graded yet, across the teacher's sections. */
export const waitingSubmissionSchema = z.object({
  submission_id: z.string(),
  submissionDate: z.string().nullable(),
  assignment: z.object({ _id: z.string(), title: z.string(), dueDate: z.string() }),
  student: z.object({ _id: z.string(), ID: z.string(), fullName: z.string() }),
  section: named,
  course: named,
});
export type WaitingSubmission = z.infer<typeof waitingSubmissionSchema>;

/** GET teacher_dash_data/{teacherId}. */
export const teacherDashboardSchema = z.object({
  teacher: z.object({ _id: z.string(), ID: z.string(), fullName: z.string() }),
  academic_period: period.nullable(),
  sections: z.array(
    z.object({ section_in_teacher_id: z.string(), section: named, course: named, students: z.number().int(), waiting: z.number().int() }),
  ),
  /** Today's lessons, by start time. */
  today: z.array(lessonSchema),
  absences: z.array(absenceFlagSchema),
  waiting: z.array(waitingSubmissionSchema),
});
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>;

const attendanceCounts = z.object({ Present: z.number().int(), Absent: z.number().int(), Late: z.number().int(), total: z.number().int() });
export type AttendanceCounts = z.infer<typeof attendanceCounts>;

/** GET student_dash_data/{studentId}. */
export const studentDashboardSchema = z.object({
  student: z.object({ _id: z.string(), ID: z.string(), fullName: z.string() }),
  academic_period: period.nullable(),
  section: named.nullable(),
  /** Not yet submitted assignments of the period, soonest due first (overdue included). */
  assignments: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      dueDate: z.string(),
      course: named,
      submissionType: z.enum(submissionTypes),
      submitted: z.boolean(),
    }),
  ),
  attendance: attendanceCounts,
  today: z.array(lessonSchema),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

// ─── Onboarding ──────────────────────────────────────────────────────────────

/** GET examsforenterance/{student}/{page}/{limit} (params ours, docs/decisions/0025-teaching-and-learning-issue-8-paths-rules-and-screens-the.md). */
export const applicantEntranceExamsSchema = z.object({
  links: z.array(entranceExamLinkSchema),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type ApplicantEntranceExams = z.infer<typeof applicantEntranceExamsSchema>;

/** The text fields of POST createanswerforquestionnaire (multipart; a file comes as new_student_file). */
export const questionnaireAnswerFieldsSchema = z.object({
  questionnaire_id: z.string().trim().min(1).max(100),
  student_id: z.string().trim().max(100).optional(),
  answer: z.string().max(5000).optional(),
});
