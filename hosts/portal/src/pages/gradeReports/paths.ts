// The grade report routes (spec 002 §2), kept exactly as the existing links spell them.
const e = encodeURIComponent;

/** The admin's `/dashboard/admin/other…` or the teacher's `/dashboard/teacher/{ID}/other…`. */
export const otherPaths = (base: string) => ({
  hub: `${base}/other`,
  section: (sectionId: string) => `${base}/other/section/${e(sectionId)}`,
  student: (sectionId: string, studentId: string) => `${base}/other/section/${e(sectionId)}/student/${e(studentId)}`,
  year: (sectionName: string, year: number | string) => `${base}/other/${e(sectionName)}/${e(String(year))}`,
  yearStudent: (sectionName: string, year: number | string, studentId: string) =>
    `${base}/other/${e(sectionName)}/${e(String(year))}/${e(studentId)}`,
});

export const adminBase = '/dashboard/admin';
export const teacherBase = (ID: string) => `/dashboard/teacher/${e(ID)}`;

export const teacherGradePaths = (ID: string) => ({
  list: `${teacherBase(ID)}/grade_report`,
  entry: (sectionId: string, teacherInSectionId: string) => `${teacherBase(ID)}/grade_report/${e(sectionId)}/${e(teacherInSectionId)}`,
});

export const studentGradePaths = (ID: string) => ({
  list: `/dashboard/student/${e(ID)}/gradereport`,
  year: (sectionName: string, year: number, studentId: string) =>
    `/dashboard/student/${e(ID)}/gradereport/${e(sectionName)}/${year}/${e(studentId)}`,
  card: (academicPeriodId: string, sectionId: string) => `/dashboard/student/${e(ID)}/grade_report/${e(academicPeriodId)}/${e(sectionId)}`,
  course: (studentId: string, academicPeriodId: string, sectionId: string, courseId: string) =>
    `/dashboard/student/${e(ID)}/${e(studentId)}/grade_report/${e(academicPeriodId)}/${e(sectionId)}/course/${e(courseId)}`,
});
