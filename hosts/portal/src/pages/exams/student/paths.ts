/** The student's exam routes of spec 001 §2 (applicants take their entrance exams at the same entry path). */
const e = encodeURIComponent;

export const studentExamPaths = {
  list: (id: string) => `/dashboard/student/${e(id)}/exams`,
  exam: (id: string, examId: string) => `/dashboard/student/${e(id)}/exam/${e(examId)}`,
  result: (id: string, examId: string) => `/dashboard/student/${e(id)}/exams/${e(examId)}`,
} as const;
