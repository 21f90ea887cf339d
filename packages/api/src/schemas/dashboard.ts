import { z } from 'zod';
import { roleNameSchema } from './common';

/** GET admindash (spec 000 §3 Admin dashboard data), plus `period_enrollment` for the line chart. */
export const adminDashboardSchema = z.object({
  approvedStudents: z.number().int(),
  unapprovedStudents: z.number().int(),
  teachers: z.number().int(),
  courses: z.number().int(),
  staffs: z.array(z.object({ type: z.object({ name: roleNameSchema }) })),
  course_enrollment: z.array(z.object({ course_id: z.object({ name: z.string() }), grade_academic_period_ids: z.array(z.string()) })),
  grade_enrollment: z.array(z.object({ grade_id: z.object({ name: z.string() }), no_of_section: z.number().int() })),
  /** Students enrolled in sections per academic period, oldest first (our addition, docs/decisions/0005-the-enrollment-line-chart.md). */
  period_enrollment: z.array(z.object({ year: z.number().int(), semester: z.number().int(), students: z.number().int() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
