import type { StudentExam, StudentQuestion } from '@school/api';

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
