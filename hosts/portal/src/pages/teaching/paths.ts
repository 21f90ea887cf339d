/** The teacher and student routes of spec 001 §2, spelled as the existing links spell them. */
const e = encodeURIComponent;

export const teacherPaths = {
  home: (id: string) => `/dashboard/teacher/${e(id)}`,
  schedule: (id: string, periodId?: string) => `/dashboard/teacher/${e(id)}/schedule${periodId ? `/${e(periodId)}` : ''}`,
  sections: (id: string) => `/dashboard/teacher/${e(id)}/assignment`,
  assignments: (id: string, sectionId: string, courseId: string) => `/dashboard/teacher/${e(id)}/assignment/${e(sectionId)}/${e(courseId)}`,
  assignment: (id: string, sectionId: string, courseId: string, asg: string) =>
    `/dashboard/teacher/${e(id)}/assignment/${e(sectionId)}/${e(courseId)}/${e(asg)}`,
  submission: (id: string, p: { assignmentId: string; studentId: string; sectionId: string; courseId: string }) =>
    `/dashboard/teacher/${e(id)}/submitted_assignment/${e(p.assignmentId)}/${e(p.studentId)}/${e(p.sectionId)}/${e(p.courseId)}`,
  materialSections: (id: string) => `/dashboard/teacher/${e(id)}/course_material`,
  material: (id: string, sectionId: string, courseId: string) =>
    `/dashboard/teacher/${e(id)}/course_material/${e(sectionId)}/${e(courseId)}`,
  attendanceSections: (id: string) => `/dashboard/teacher/${e(id)}/attendance`,
  attendance: (id: string, date: string, sectionId: string, courseId: string) =>
    `/dashboard/teacher/${e(id)}/attendance/${e(date)}/${e(sectionId)}/${e(courseId)}`,
  profile: (id: string) => `/dashboard/teacher/${e(id)}/profile`,
  /** The schedule editor of a section, for a teacher holding Manage schedule (issue 12). */
  scheduleEditor: (id: string, sectionId: string) => `/dashboard/teacher/${e(id)}/edit_schedule/${e(sectionId)}`,
} as const;

export const studentPaths = {
  home: (id: string) => `/dashboard/student/${e(id)}`,
  schedulePeriods: (id: string) => `/dashboard/student/${e(id)}/schedule`,
  schedule: (id: string, periodId: string, sectionId: string) => `/dashboard/student/${e(id)}/schedule/${e(periodId)}/${e(sectionId)}`,
  assignmentPeriods: (id: string) => `/dashboard/student/${e(id)}/assignment`,
  assignments: (id: string, periodId: string, sectionId: string) => `/dashboard/student/${e(id)}/assignment/${e(periodId)}/${e(sectionId)}`,
  assignment: (id: string, assignmentId: string) => `/dashboard/student/${e(id)}/assignment/${e(assignmentId)}`,
  attendancePeriods: (id: string) => `/dashboard/student/${e(id)}/attendance`,
  attendance: (id: string, periodId: string, sectionId: string) => `/dashboard/student/${e(id)}/attendance/${e(periodId)}/${e(sectionId)}`,
  profile: '/dashboard/student/profile',
} as const;
