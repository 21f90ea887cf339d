/** The admin school-structure routes (spec 000 §2), kept exactly as the existing links spell them. */
export const academicsAdminPaths = {
  periods: '/dashboard/admin/academic_period',
  period: (p: { id: string; year: number; semester: number }) =>
    `/dashboard/admin/academic_period/${encodeURIComponent(p.id)}/${p.year}/${p.semester}`,
  section: (id: string) => `/dashboard/admin/section/${encodeURIComponent(id)}`,
  schedule: (sectionId: string) => `/dashboard/admin/schedule/${encodeURIComponent(sectionId)}`,
} as const;
