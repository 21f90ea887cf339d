import type { ApplicantEntranceExams, AttendanceSheet, Questionnaire, StudentAttendance, StudentDashboard } from '@school/api';
import { fromNow } from '../assignments/fixtures';
import { lesson, period } from '../teacher-dashboard/fixtures';
import { students } from '../assignments/fixtures';

export const studentDashboardFixture: StudentDashboard = {
  student: { _id: 's1', ID: 'ST-0001', fullName: 'Abel Alemayehu Zewdu' },
  academic_period: { _id: period._id, year: 2026, semester: 1 },
  section: { _id: 'sec7', name: 'Grade 7 A' },
  assignments: [
    {
      _id: 'a1',
      title: 'Fractions worksheet',
      dueDate: fromNow(0.5),
      course: { _id: 'c-m', name: 'Mathematics' },
      submissionType: 'file',
      submitted: false,
    },
    {
      _id: 'a2',
      title: 'Spreadsheet basics',
      dueDate: fromNow(4),
      course: { _id: 'c-i', name: 'ICT' },
      submissionType: 'text',
      submitted: true,
    },
  ],
  attendance: { Present: 18, Absent: 2, Late: 1, total: 21 },
  today: [lesson(1, '08:00', '08:40', 'Mathematics', 'Grade 7 A')],
};

const mark = (id: string, date: string, course: string, status: 'Present' | 'Absent' | 'Late', reason: string | null = null) => ({
  _id: id,
  student_id: 's1',
  course_id: `c-${course}`,
  section_id: 'sec7',
  academic_period_id: period._id,
  date,
  status,
  arrivedTime: status === 'Absent' ? null : '08:02',
  reason,
  notes: null,
  course: { _id: `c-${course}`, name: course },
});

export const studentAttendanceFixture: StudentAttendance = {
  section: { _id: 'sec7', name: 'Grade 7 A' },
  academic_period: period,
  attendance: [
    mark('m1', '2026-11-20', 'Mathematics', 'Present'),
    mark('m2', '2026-11-19', 'Mathematics', 'Absent', 'Sick'),
    mark('m3', '2026-11-19', 'ICT', 'Late', 'Bus'),
    mark('m4', '2026-11-18', 'Mathematics', 'Present'),
    mark('m5', '2026-11-17', 'ICT', 'Present'),
    mark('m6', '2026-11-16', 'Mathematics', 'Present'),
  ],
};

export const attendanceSheetFixture: AttendanceSheet = {
  date: '2026-11-20',
  academic_period: period,
  section: { _id: 'sec7', name: 'Grade 7 A' },
  course: { _id: 'c-m', name: 'Mathematics' },
  students: students.slice(0, 3).map((s, i) => ({
    student_id: { _id: s._id, ID: s.ID, firstName: s.firstName, middleName: s.middleName, lastName: s.lastName, profilePic: null },
    attendance:
      i === 1
        ? {
            _id: 'att1',
            student_id: s._id,
            course_id: 'c-m',
            section_id: 'sec7',
            academic_period_id: period._id,
            date: '2026-11-20',
            status: 'Late' as const,
            arrivedTime: '08:20',
            reason: 'Bus',
            notes: null,
          }
        : null,
  })),
};

export const entranceExamsFixture: ApplicantEntranceExams = {
  links: [
    {
      _id: 'l1',
      student_id: 's2',
      grade_name: 'Grade 2',
      exam_id: {
        _id: 'e1',
        title: 'Grade 2 entrance exam',
        description: 'Reading and numbers',
        start_time: '2026-12-01T08:00:00.000Z',
        end_time: '2026-12-01T10:00:00.000Z',
        duration: 60,
        total_marks: 50,
        caution: '',
        grade_name: 'Grade 2',
        teacher_id: null,
      },
    },
  ],
  totalPages: 1,
  totalItems: 1,
};

const q = (
  id: string,
  question: string,
  type: 'text' | 'file',
  fileType: Questionnaire['fileType'],
  answer: string | null = null,
): Questionnaire => ({
  _id: id,
  question,
  type,
  fileType,
  owner_id: 'admin',
  receiver_id: 'u2',
  answer_id: answer === null ? null : { answer },
  createdAt: 1,
  updatedAt: 1,
});
export const questionnairesFixture: Questionnaire[] = [
  q('q1', 'Why do you want to join our school?', 'text', 'all'),
  q('q2', 'Upload your last report card', 'file', 'pdf'),
  q('q3', 'Who will bring you to school?', 'text', 'all', 'My mother'),
];
