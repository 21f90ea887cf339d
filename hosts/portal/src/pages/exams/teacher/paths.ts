/** The teacher's exam routes of spec 001 §2 (Teacher routes), under /dashboard. */
const e = encodeURIComponent;

export const teacherExamPaths = {
  list: (id: string) => `/dashboard/teacher/${e(id)}/exams`,
  exam: (id: string, examId: string) => `/dashboard/teacher/${e(id)}/exams/${e(examId)}`,
  takers: (id: string, examId: string) => `/dashboard/teacher/${e(id)}/exams/${e(examId)}/students`,
  result: (id: string, examId: string, studentId: string) => `/dashboard/teacher/${e(id)}/exams/${e(examId)}/students/${e(studentId)}`,
} as const;
