import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { students, users } from '../src/db/schema';
import type { TestContext } from './helpers';
import { caller, teachingIds } from './teaching-helpers';

/** What the exam tests share: TE-0001 teaches Mathematics in Grade 7 A, where ST-0001 sits. */
export async function examIds(t: TestContext) {
  return teachingIds(t);
}
export type ExamIds = Awaited<ReturnType<typeof examIds>>;

export const minutesFromNow = (t: TestContext, m: number) => new Date(t.config.now().getTime() + m * 60_000).toISOString();

export const examBody = (t: TestContext, ids: ExamIds, over: Record<string, unknown> = {}) => ({
  title: 'Fractions quiz',
  description: 'Chapter 3.',
  start_time: minutesFromNow(t, -5),
  end_time: minutesFromNow(t, 120),
  duration: 30,
  total_marks: 10,
  caution: 'No calculators.',
  can_be_used_as_mock: false,
  ID: 'TE-0001',
  sectioninfo: [{ section_id: ids.grade7A, course_id: ids.math }],
  ...over,
});

/** The three questions of the tests: a choice, a true-false and a short answer (its key never appears elsewhere). */
export const QUESTIONS = [
  { text: 'What is 1/2 + 1/4?', type: 'multiple-choice', options: ['1/4', '3/4', '2/6'], correctAnswer: '3/4' },
  { text: 'Is 2/4 equal to 1/2?', type: 'true-false', options: [], correctAnswer: 'True' },
  { text: 'Name the top number of a fraction.', type: 'short-answer', options: [], correctAnswer: 'Numerator' },
] as const;

/** Creates an exam of TE-0001 with the three questions and a code; returns its id. */
export async function buildExam(t: TestContext, ids: ExamIds, teacherToken: string, over: Record<string, unknown> = {}, code = 'Ab3$9(') {
  const te = caller(t, teacherToken);
  const res = await te.post('exam', examBody(t, ids, over));
  expect(res.statusCode, res.body).toBe(201);
  const examId = res.json().exam_id as string;
  for (const q of QUESTIONS) expect((await te.post(`question/${examId}`, { ...q, ID: 'TE-0001', exam_id: examId })).statusCode).toBe(201);
  if (code) expect((await te.post('examcode', { exam_code: code, exam_id: examId })).statusCode).toBe(201);
  return examId;
}

/** The stored date of birth of a student (the instructions screen asks for it). */
export async function birthDateOf(t: TestContext, ID: string) {
  const [row] = await t.database.db
    .select({ birthDate: students.birthDate })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.ID, ID))
    .limit(1);
  return row.birthDate!;
}

/** Starts the exam as `ID` (code and date of birth right); returns the start response. */
export async function start(t: TestContext, token: string, ID: string, examId: string, code = 'Ab3$9(') {
  const res = await caller(t, token).post('start_exam', {
    exam_id: examId,
    student_id: ID,
    start_time: Date.now(),
    exam_code: code,
    birth_date: await birthDateOf(t, ID),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The questions of an attempt in order (ids and options, no keys). */
export async function questionsOf(t: TestContext, token: string, ID: string, examId: string) {
  const res = await caller(t, token).get(`examforstudentquestion/${ID}/${examId}?page=1&limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().questions as { _id: string; type: string; options: string[] }[];
}
