import type { ExamResult, ExamTaker, TeacherExam, TeacherInPeriod } from '@school/api';
import { teacherInPeriod } from '../teacher-dashboard/fixtures';

// Fixtures of the teacher's exam screens: stories and behaviour tests share them.

const HOUR = 3_600_000;
export const isoFromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

export const teacherSections: TeacherInPeriod = teacherInPeriod;

export function makeExam(over: Partial<TeacherExam> = {}): TeacherExam {
  return {
    _id: 'ex1',
    title: 'Fractions mid-term',
    description: 'Chapters 1 to 4.',
    start_time: isoFromNow(24 * HOUR),
    end_time: isoFromNow(26 * HOUR),
    duration: 60,
    total_marks: 30,
    caution: 'No calculators.',
    can_be_used_as_mock: false,
    sectioninfo: [
      {
        section_id: { _id: 'sec7', name: 'Grade 7 A' },
        course_id: { _id: 'c-Mathematics', name: 'Mathematics' },
        academic_period: { year: 2026, semester: 1 },
      },
    ],
    is_entrance: false,
    grade_name: null,
    termination_level: 3,
    isExamAnnounced: false,
    isExamTaken: false,
    studentExamTaken: 0,
    examlink: { examType: 'none' },
    questionCount: 2,
    questions: [
      {
        _id: 'q1',
        text: 'What is 1/2 + 1/4?',
        type: 'multiple-choice',
        options: ['3/4', '2/6', '1/8'],
        answer_id: { correctAnswer: '3/4' },
      },
      {
        _id: 'q2',
        text: 'A fraction can be negative.',
        type: 'true-false',
        options: ['True', 'False'],
        answer_id: { correctAnswer: 'True' },
      },
    ],
    figures: [{ _id: 'f1', figureNumber: 1, description: 'A pie cut in quarters', image: 'pie.png' }],
    hasCode: false,
    ...over,
  };
}

/** Three exams: upcoming, happening now, expired (with takers). */
export const examsFixture: TeacherExam[] = [
  makeExam(),
  makeExam({ _id: 'ex2', title: 'Decimals quiz', start_time: isoFromNow(-HOUR), end_time: isoFromNow(HOUR), duration: 30 }),
  makeExam({
    _id: 'ex3',
    title: 'Ratios final',
    start_time: isoFromNow(-72 * HOUR),
    end_time: isoFromNow(-70 * HOUR),
    studentExamTaken: 2,
    isExamTaken: true,
    examlink: { examType: 'finalExam' },
  }),
];

const student = (i: number, first: string, last: string) => ({
  _id: `stu${i}`,
  ID: `ST-000${i}`,
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}@school.test`,
  phoneNumber: `+25191100000${i}`,
  emergencyContact: `Parent of ${first}`,
  profilePic: null,
});

export const takersFixture: ExamTaker[] = [
  {
    _id: 'at1',
    student_id: student(1, 'Abel', 'Alemayehu'),
    stud_errors: [
      { _id: 'e1', name: 'Right-click', type: 1, at: isoFromNow(-71 * HOUR) },
      { _id: 'e2', name: 'Switching tabs', type: 3, at: isoFromNow(-71 * HOUR) },
    ],
    termination: true,
    started_at: isoFromNow(-71.5 * HOUR),
    submitted_at: isoFromNow(-71 * HOUR),
    integrityLog: [
      { kind: 'violation', name: 'Right-click', level: 1, at: isoFromNow(-71.2 * HOUR) },
      { kind: 'offline', name: 'offline', level: null, at: isoFromNow(-71.1 * HOUR) },
      { kind: 'violation', name: 'Switching tabs', level: 3, at: isoFromNow(-71 * HOUR) },
    ],
  },
  {
    _id: 'at2',
    student_id: student(2, 'Bethlehem', 'Tadesse'),
    stud_errors: [],
    termination: false,
    started_at: isoFromNow(-71.5 * HOUR),
    submitted_at: isoFromNow(-71 * HOUR),
    integrityLog: [],
  },
];

export function makeResult(over: Partial<ExamResult> = {}): ExamResult {
  const exam = examsFixture[2];
  return {
    student_id: takersFixture[0].student_id,
    exam_id: exam,
    answers: [
      { question_id: 'q1', answer_value: '3/4' },
      { question_id: 'q2', answer_value: 'False' },
    ],
    questions: exam.questions,
    examFigures: exam.figures,
    examLinkWith: 'finalExam',
    grade_value: [{ section: 'Grade 7 A', course: 'Mathematics', gradeScale: 40, examValue: 20 }],
    attempt: {
      _id: 'at1',
      start_time: takersFixture[0].started_at,
      deadline: isoFromNow(-70.5 * HOUR),
      submitted_at: takersFixture[0].submitted_at,
      terminated: true,
      finalized_by: 'termination',
    },
    integrityLog: takersFixture[0].integrityLog,
    ...over,
  };
}
