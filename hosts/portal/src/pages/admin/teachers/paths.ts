/** The admin teacher routes (spec 000 §2), spelled as the existing links spell them. */
export const teacherAdminPaths = {
  teachers: '/dashboard/admin/teachers',
  teachersOf: (p: { periodId: string; year: number | string; semester: number | string }) =>
    `/dashboard/admin/teachers/${encodeURIComponent(p.periodId)}/${encodeURIComponent(String(p.year))}/${encodeURIComponent(String(p.semester))}`,
  teacher: (periodId: string, teacherId: string) =>
    `/dashboard/admin/teacher/${encodeURIComponent(periodId)}/${encodeURIComponent(teacherId)}`,
} as const;
