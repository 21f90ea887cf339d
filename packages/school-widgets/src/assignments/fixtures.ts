import type { Assignment, SubmissionDetail, SubmissionEntry, SubmissionStudent } from '@school/api';

const DAY = 86_400_000;
/** ISO instant `days` from now (fixtures stay relative to the clock). */
export const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const students: SubmissionStudent[] = [
  { _id: 's1', ID: 'ST-0001', firstName: 'Abel', middleName: 'Alemayehu', lastName: 'Zewdu', email: 'abel@example.et', profilePic: null },
  { _id: 's2', ID: 'ST-0007', firstName: 'Hanna', middleName: 'Bekele', lastName: 'Lemma', email: 'hanna@example.et', profilePic: null },
  { _id: 's3', ID: 'ST-0008', firstName: 'Liya', middleName: 'Desalegn', lastName: 'Hailu', email: 'liya@example.et', profilePic: null },
  { _id: 's4', ID: 'ST-0009', firstName: 'Kaleb', middleName: 'Fikre', lastName: 'Negash', email: 'kaleb@example.et', profilePic: null },
  { _id: 's5', ID: 'ST-0010', firstName: 'Meron', middleName: 'Worku', lastName: 'Yilma', email: 'meron@example.et', profilePic: null },
  { _id: 's6', ID: 'ST-0011', firstName: 'Robel', middleName: 'Tilahun', lastName: 'Asrat', email: 'robel@example.et', profilePic: null },
];

const entry = (s: SubmissionStudent, status: SubmissionEntry['status'], grade: number | null = null): SubmissionEntry => ({
  student_id: s,
  status,
  submission_id: status === 'pending' ? null : `sub-${s._id}`,
  submissionDate: status === 'pending' ? null : fromNow(-1),
  grade,
});

export function makeAssignment(over: Partial<Assignment> = {}): Assignment {
  return {
    _id: 'a1',
    title: 'Fractions worksheet',
    description: 'Solve the ten problems of page 42.',
    submissionType: 'file+text',
    submissionMethod: 'system',
    dueDate: fromNow(3),
    created_at: fromNow(-5),
    updated_at: fromNow(-5),
    section_id: 'sec7a',
    course_id: 'math',
    academic_period_id: 'p1',
    academic_period: { year: 2026, semester: 1 },
    section: { _id: 'sec7a', name: 'Grade 7 A' },
    course: { _id: 'math', name: 'Mathematics' },
    teacher_id: { _id: 't1', fullName: 'Tesfaye Bekele Gebre', email: 'tesfaye@example.et', profilePhoto: null },
    submitedAssignment: [
      entry(students[0], 'submitted'),
      entry(students[1], 'pending'),
      entry(students[2], 'graded', 8),
      entry(students[3], 'pending'),
      entry(students[4], 'submitted'),
      entry(students[5], 'pending'),
    ],
    value: null,
    gs: 10,
    docs: ['help-1.pdf'],
    assignmentlink: { assignmentType: 'teachExam2' },
    ...over,
  };
}

export const assignmentsFixture: Assignment[] = [
  makeAssignment(),
  makeAssignment({ _id: 'a2', title: 'Geometry quiz', dueDate: fromNow(-2), assignmentlink: null, gs: null, docs: [] }),
  makeAssignment({ _id: 'a3', title: 'Algebra project', submissionMethod: 'hardcopy', dueDate: fromNow(0.5) }),
];

export function makeSubmissionDetail(over: Partial<SubmissionDetail> = {}): SubmissionDetail {
  return {
    assignment: makeAssignment(),
    student_id: students[0],
    submission: {
      _id: 'sub-s1',
      text: 'My answers are attached.',
      file: 'work-1.pdf',
      submissionDate: fromNow(-1),
      status: 'submitted',
      grade: null,
    },
    gradescalevalue: 10,
    exam: null,
    finalExam: null,
    midExam: null,
    teachExam: [6, null, null],
    reportid: null,
    teacherInSection_id: 'ts1',
    ...over,
  };
}
