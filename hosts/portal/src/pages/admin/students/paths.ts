/** The admin routes of students and applicants (spec 000 §2), spelled as the existing links. */
export const studentAdminPaths = {
  students: '/dashboard/admin/students',
  student: (userID: string) => `/dashboard/admin/student/${encodeURIComponent(userID)}`,
  applicants: '/dashboard/admin/approve',
  applicant: (id: string) => `/dashboard/admin/approve/student/${encodeURIComponent(id)}`,
} as const;
