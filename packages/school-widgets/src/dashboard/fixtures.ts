import type { AdminDashboard } from '@school/api';

export const adminDashboardFixture: AdminDashboard = {
  approvedStudents: 61,
  unapprovedStudents: 4,
  teachers: 3,
  courses: 12,
  staffs: [
    { type: { name: 'teacher' } },
    { type: { name: 'super admin' } },
    { type: { name: 'teacher' } },
    { type: { name: 'admin' } },
    { type: { name: 'teacher' } },
  ],
  course_enrollment: [{ course_id: { name: 'Mathematics' }, grade_academic_period_ids: ['g1', 'g2'] }],
  grade_enrollment: [
    { grade_id: { name: 'Grade 7' }, no_of_section: 2 },
    { grade_id: { name: 'Grade 8' }, no_of_section: 1 },
  ],
  period_enrollment: [
    { year: 2025, semester: 1, students: 48 },
    { year: 2025, semester: 2, students: 52 },
    { year: 2026, semester: 1, students: 61 },
  ],
};
