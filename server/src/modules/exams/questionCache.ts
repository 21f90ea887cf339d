import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { examQuestions } from '../../db/schema';

// ─── Question facts for the answer path, kept in memory ──────────────────────────────────────
// Saving an answer needs to know the question belongs to the exam and, for a choice, its
// options. Those facts are read once per exam and kept: the answer path is the hot path of a
// live exam (2,000 takers answering every few seconds). Only exams that have been started are
// looked up here, and a started exam's questions are locked (builder.ts refuses changes), so
// the entry never goes stale, even across server instances; builder writes forget it anyway.

export interface QuestionFacts {
  type: 'multiple-choice' | 'true-false' | 'short-answer';
  options: string[];
}

const cache = new Map<string, Promise<Map<string, QuestionFacts>>>();
const MAX_EXAMS = 500;

export function examQuestionFacts(db: Db, examId: string): Promise<Map<string, QuestionFacts>> {
  let hit = cache.get(examId);
  if (!hit) {
    hit = db
      .select({ id: examQuestions.id, type: examQuestions.type, options: examQuestions.options })
      .from(examQuestions)
      .where(eq(examQuestions.examId, examId))
      .orderBy(asc(examQuestions.position))
      .then((rows) => new Map(rows.map((r) => [r.id, { type: r.type, options: r.options }])));
    hit.catch(() => cache.delete(examId));
    if (cache.size >= MAX_EXAMS) cache.delete(cache.keys().next().value!);
    cache.set(examId, hit);
  }
  return hit;
}

export function forgetExamQuestions(examId: string) {
  cache.delete(examId);
}
