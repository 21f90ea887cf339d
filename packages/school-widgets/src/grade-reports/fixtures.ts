import type { GradeSection, ReportRow, ReportStudent, SectionReport, SingleReport, YearlyReport, YearlyStudent } from '@school/api';

// Stories and tests share these: Grade 7 A of 2026 semester 1 with three courses.

export const period = { _id: 'p1', year: 2026, semester: 1, startDate: '2026-09-01', endDate: '2027-01-31' };
export const period2 = { _id: 'p2', year: 2026, semester: 2, startDate: '2027-02-01', endDate: '2027-08-31' };

export const section: GradeSection = {
  _id: 'sec7a',
  name: 'Grade 7 A',
  capacity: 40,
  actual: 3,
  grade_academic_period_id: { _id: 'g7', academic_period_id: period },
};

export const courses = [
  { course_id: { _id: 'c-amh', name: 'Amharic' } },
  { course_id: { _id: 'c-ict', name: 'ICT' } },
  { course_id: { _id: 'c-math', name: 'Mathematics' } },
];

export function makeStudent(over: Partial<ReportStudent> = {}): ReportStudent {
  return {
    _id: 's1',
    ID: 'ST-0001',
    firstName: 'Abel',
    middleName: 'Kebede',
    lastName: 'Tesfaye',
    email: 'abel@example.et',
    age: 13,
    gender: 'male',
    profilePic: null,
    ...over,
  };
}

export function makeRow(over: Partial<ReportRow> = {}): ReportRow {
  return {
    student: makeStudent(),
    grades: { Amharic: null, ICT: 52.5, Mathematics: 87 },
    totalGrade: 139.5,
    average: 46.5,
    rank: 1,
    ...over,
  };
}

export const rows: ReportRow[] = [
  makeRow(),
  makeRow({
    student: makeStudent({
      _id: 's2',
      ID: 'ST-0031',
      firstName: 'ሔዋን',
      middleName: 'ታደሰ',
      lastName: 'አለሙ',
      email: 'hewan@example.et',
      gender: 'female',
    }),
    grades: { Amharic: 90, ICT: 40, Mathematics: 9.5 },
    rank: 1,
  }),
  makeRow({
    student: makeStudent({ _id: 's3', ID: 'ST-0045', firstName: 'Liya', middleName: 'Girma', lastName: 'Bekele', email: null }),
    grades: { Amharic: null, ICT: null, Mathematics: null },
    totalGrade: 0,
    average: 0,
    rank: 3,
  }),
];

export const sectionReport = (over: Partial<SectionReport> = {}): SectionReport => ({
  section,
  students: rows,
  courseTaken: courses,
  isVisible: false,
  ...over,
});

export const singleReport = (over: Partial<SingleReport> = {}): SingleReport => ({
  section,
  student: rows[0],
  classSize: 3,
  courseTaken: courses,
  comment: null,
  studentbehavior: null,
  isVisible: true,
  issuedAt: '2026-11-22T09:00:00.000Z',
  ...over,
});

export function makeYearly(over: Partial<YearlyStudent> = {}): YearlyStudent {
  return {
    _id: 's1',
    studentId: 'ST-0001',
    fullName: 'Abel Kebede Tesfaye',
    profilePic: null,
    rank: 1,
    overallAverage: 86.25,
    semesters: {
      p1: { section_id: 'sec7a', courses: { Mathematics: 90, ICT: 82.5 }, totalGrade: 172.5, averageGrade: 86.25, courseCount: 2 },
      p2: { section_id: 'sec7a-2', courses: { Mathematics: 40, ICT: 50 }, totalGrade: 90, averageGrade: 45, courseCount: 2 },
    },
    courseAverages: { Mathematics: 65, ICT: 66.25 },
    commentsOnStudentGrade: [{ comment: 'Works hard in class.', section_id: 'sec7a' }],
    behaviorOnStudentGrade: [],
    ...over,
  };
}

export const yearlyReport = (
  students: YearlyStudent[] = [
    makeYearly(),
    makeYearly({ _id: 's2', studentId: 'ST-0031', fullName: 'ሔዋን ታደሰ አለሙ', rank: 2, overallAverage: 70 }),
  ],
): YearlyReport => ({
  section_name: 'Grade 7 A',
  year: 2026,
  students,
  classSize: 2,
  semesters: [period, period2],
  courseTaken: { p1: [{ _id: 'c-math', name: 'Mathematics' }], p2: [{ _id: 'c-math2', name: 'Mathematics' }] },
  isVisible: false,
});
