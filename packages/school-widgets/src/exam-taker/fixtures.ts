import type { ExamResult, StudentExam, StudentQuestion } from '@school/api';

const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export const takerQuestions: StudentQuestion[] = [
  { _id: 'q1', number: 1, text: 'What is 1/2 + 1/4?', type: 'multiple-choice', options: ['1/4', '3/4', '2/6'] },
  { _id: 'q2', number: 2, text: 'Is 2/4 equal to 1/2?', type: 'true-false', options: ['True', 'False'] },
  { _id: 'q3', number: 3, text: 'Name the top number of a fraction.', type: 'short-answer', options: [] },
];

export const liveExam = (over: Partial<StudentExam> = {}): StudentExam => ({
  _id: 'e1',
  title: 'Fractions quiz',
  description: 'Chapter 3.',
  start_time: at(-5),
  end_time: at(60),
  duration: 30,
  total_marks: 10,
  courses: ['Mathematics'],
  is_entrance: false,
  isExamTaken: false,
  isExamAnnounced: false,
  caution: 'No calculators.',
  figures: [],
  questionCount: 3,
  hasCode: true,
  attempt: null,
  integrityLog: [],
  serverNow: at(0),
  ...over,
});

export const runningAttempt = () => ({
  _id: 'a1',
  start_time: at(0),
  deadline: at(30),
  submitted_at: null,
  terminated: false,
  finalized_by: null,
});

/** An announced result: q1 right, q2 wrong, q3 right (short answers ignore case), on a 20-point slot. */
export const announcedResult = (over: Partial<ExamResult> = {}): ExamResult => ({
  student_id: {
    _id: 's1',
    ID: 'ST-0001',
    firstName: 'Abebe',
    lastName: 'Kebede',
    email: 'abebe@example.com',
    phoneNumber: null,
    emergencyContact: null,
    profilePic: null,
  },
  exam_id: {
    _id: 'e1',
    title: 'Fractions quiz',
    description: 'Chapter 3.',
    start_time: at(-120),
    end_time: at(-30),
    duration: 30,
    total_marks: 10,
    caution: 'No calculators.',
    can_be_used_as_mock: false,
    sectioninfo: [],
    is_entrance: false,
    grade_name: null,
    termination_level: 3,
    isExamAnnounced: true,
    isExamTaken: true,
    studentExamTaken: 1,
    examlink: { examType: 'midExam' },
    questionCount: 3,
  },
  answers: [
    { question_id: 'q1', answer_value: '3/4' },
    { question_id: 'q2', answer_value: 'False' },
    { question_id: 'q3', answer_value: ' numerator ' },
  ],
  questions: [
    { _id: 'q1', text: 'What is 1/2 + 1/4?', type: 'multiple-choice', options: ['1/4', '3/4', '2/6'], answer_id: { correctAnswer: '3/4' } },
    { _id: 'q2', text: 'Is 2/4 equal to 1/2?', type: 'true-false', options: ['True', 'False'], answer_id: { correctAnswer: 'True' } },
    { _id: 'q3', text: 'Name the top number of a fraction.', type: 'short-answer', options: [], answer_id: { correctAnswer: 'Numerator' } },
  ],
  examFigures: [],
  examLinkWith: 'midExam',
  grade_value: [{ section: 'Grade 7 A', course: 'Mathematics', gradeScale: 20, examValue: 13.33 }],
  attempt: { _id: 'a1', start_time: at(-110), deadline: at(-80), submitted_at: at(-90), terminated: false, finalized_by: 'student' },
  integrityLog: [{ kind: 'violation', name: 'PrintScreen', level: 3, at: at(-100) }],
  ...over,
});
