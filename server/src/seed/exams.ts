import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { courses, examCodes, examQuestions, examSections, exams, sections, teacherSections, teachers, users } from '../db/schema';
import { currentTerm } from '../db/current-term';

const DAY = 86_400_000;

/** The demo exams' questions: a choice, a true/false (its options True and False, as the builder stores them) and a short answer each. */
const FRACTIONS = [
  { type: 'multiple-choice', text: 'What is 3/4 + 1/8?', options: ['4/12', '7/8', '1/2'], correctAnswer: '7/8' },
  { type: 'true-false', text: '2/3 is greater than 3/5.', options: ['True', 'False'], correctAnswer: 'True' },
  { type: 'short-answer', text: 'Write 0.25 as a fraction in lowest terms.', options: [], correctAnswer: '1/4' },
] as const;
const RATIOS = [
  { type: 'multiple-choice', text: 'Which ratio equals 6:9?', options: ['2:3', '3:2', '1:3'], correctAnswer: '2:3' },
  {
    type: 'true-false',
    text: 'A ratio of 1:4 means one part in four parts of the whole.',
    options: ['True', 'False'],
    correctAnswer: 'False',
  },
  { type: 'short-answer', text: 'Simplify 12:16.', options: [], correctAnswer: '3:4' },
] as const;

/** A day `days` from `now` at the given UTC hour. */
const at = (now: Date, days: number, hour: number) => {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

/**
 * Demo data of the exams area: TE-0001's exams for Grade 7 A Mathematics in the current period,
 * so the teacher's list, the builder and the student's list are not empty after `npm start`: a unit
 * test next week with its code (Upcoming; the students see it, locked until it starts) and a
 * practice quiz of last week marked as a mock (Expired, never taken). The e2e and API tests build
 * their own exams. Runs after the school, people and teaching exist.
 */
export async function seedExams(db: Db, now: Date, uploadDir?: string) {
  void uploadDir;
  const period = await currentTerm(db, now);
  if (!period) return;
  const [te1] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(users.ID, 'TE-0001'))
    .limit(1);
  if (!te1) return;
  const [math] = await db
    .select({ sectionId: sections.id, courseId: courses.id })
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .where(
      and(
        eq(teacherSections.teacherId, te1.id),
        eq(teacherSections.academicPeriodId, period.id),
        eq(sections.name, 'Grade 7 A'),
        eq(courses.name, 'Mathematics'),
      ),
    )
    .limit(1);
  if (!math) return;

  const make = async (
    e: { title: string; description: string; start: Date; minutes: number; mock: boolean; code?: string },
    questions: readonly {
      type: 'multiple-choice' | 'true-false' | 'short-answer';
      text: string;
      options: readonly string[];
      correctAnswer: string;
    }[],
  ) => {
    const [row] = await db
      .insert(exams)
      .values({
        title: e.title,
        description: e.description,
        startTime: e.start,
        endTime: new Date(e.start.getTime() + (e.minutes + 60) * 60_000),
        duration: e.minutes,
        totalMarks: questions.length,
        caution: 'Calculators are not allowed. Work alone; leaving the page ends the exam.',
        canBeUsedAsMock: e.mock,
        teacherId: te1.id,
      })
      .returning({ id: exams.id });
    await db.insert(examSections).values({ examId: row.id, sectionId: math.sectionId, courseId: math.courseId });
    await db.insert(examQuestions).values(
      questions.map((q, i) => ({
        examId: row.id,
        position: i + 1,
        text: q.text,
        type: q.type,
        options: [...q.options],
        correctAnswer: q.correctAnswer,
      })),
    );
    if (e.code) await db.insert(examCodes).values({ examId: row.id, code: e.code });
  };

  await make(
    {
      title: 'Fractions unit test',
      description: 'Chapter 3: adding, comparing and converting fractions.',
      start: at(now, 7, 7),
      minutes: 40,
      mock: false,
      code: 'Fr7a#3',
    },
    FRACTIONS,
  );
  await make(
    { title: 'Ratios practice quiz', description: 'Practice for chapter 4.', start: at(now, -7, 7), minutes: 20, mock: true },
    RATIOS,
  );
}
