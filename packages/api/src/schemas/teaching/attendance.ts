import { z } from 'zod';
import { messages } from '../../messages';
import { isCalendarDate } from '../common';

// ─── Attendance (spec 001 §3, §4, §5, §7) ────────────────────────────────────────────────────

export const attendanceStatuses = ['Present', 'Absent', 'Late'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);
const day = z
  .string({ error: messages.dateNotSelected })
  .trim()
  .min(1, messages.dateNotSelected)
  .max(10, messages.dateNotSelected)
  .refine(isCalendarDate, messages.dateNotSelected);
const clock = z
  .string()
  .max(5, messages.timeInvalid)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.timeInvalid)
  .optional()
  .nullable();
const note = z.string().trim().max(500).optional().nullable();

/**
 * POST markattendance (spec 001 §7: "teacher, student and attendance fields"; the exact payload
 * is ours, docs/decisions/0025-teaching-and-learning-issue-8-paths-rules-and-screens-the.md). Marking again the same day updates the mark.
 */
export const markAttendanceRequestSchema = z.object({
  teacher: z.string().max(100).optional(),
  student_id: id(messages.attendanceStudentNotInSection),
  course_id: id(messages.courseRequired),
  section_id: id(messages.sectionRequired),
  academic_period_id: z.string().max(100).optional(),
  date: day,
  status: z.enum(attendanceStatuses, { error: messages.attendanceStatusInvalid }),
  arrivedTime: clock,
  reason: note,
  notes: note,
});
export type MarkAttendanceRequest = z.input<typeof markAttendanceRequestSchema>;

/**
 * POST markattendanceall (ours, "beyond the spec"): every student of the section without a mark
 * that day becomes Present; `exceptions` are marked as given in the same transaction.
 */
export const markAllPresentRequestSchema = z.object({
  course_id: id(messages.courseRequired),
  section_id: id(messages.sectionRequired),
  date: day,
  arrivedTime: clock,
  exceptions: z
    .array(
      z.object({
        student_id: id(messages.attendanceStudentNotInSection),
        status: z.enum(attendanceStatuses, { error: messages.attendanceStatusInvalid }),
        arrivedTime: clock,
        reason: note,
        notes: note,
      }),
    )
    .max(200)
    .default([]),
});
export type MarkAllPresentRequest = z.input<typeof markAllPresentRequestSchema>;

export const attendanceMarkSchema = z.object({
  _id: z.string(),
  student_id: z.string(),
  course_id: z.string(),
  section_id: z.string(),
  academic_period_id: z.string(),
  date: z.string(),
  status: z.enum(attendanceStatuses),
  arrivedTime: z.string().nullable(),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;
export const savedAttendanceSchema = z.object({ message: z.string(), attendance: attendanceMarkSchema });
export const markAllPresentResponseSchema = z.object({
  message: z.string(),
  marked: z.number().int(),
  attendance: z.array(attendanceMarkSchema),
});
export type MarkAllPresentResponse = z.infer<typeof markAllPresentResponseSchema>;

const periodDates = z.object({
  _id: z.string(),
  year: z.number().int(),
  semester: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type PeriodDates = z.infer<typeof periodDates>;
export { periodDates as periodDatesSchema };

/** GET getattendancestudents/{teacher}/{course}/{section}/{date}: the section's students and that day's marks. */
export const attendanceSheetSchema = z.object({
  date: z.string(),
  academic_period: periodDates,
  section: z.object({ _id: z.string(), name: z.string() }),
  course: z.object({ _id: z.string(), name: z.string() }),
  students: z.array(
    z.object({
      student_id: z.object({
        _id: z.string(),
        ID: z.string(),
        firstName: z.string(),
        middleName: z.string(),
        lastName: z.string(),
        profilePic: z.string().nullable(),
      }),
      attendance: attendanceMarkSchema.nullable(),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

/** GET getattendancesinglestudent/{student}/{section}/: the student's marks in the section, newest first. */
export const studentAttendanceSchema = z.object({
  section: z.object({ _id: z.string(), name: z.string() }),
  academic_period: periodDates,
  attendance: z.array(attendanceMarkSchema.extend({ course: z.object({ _id: z.string(), name: z.string() }) })),
});
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;
export type StudentAttendanceRow = StudentAttendance['attendance'][number];
