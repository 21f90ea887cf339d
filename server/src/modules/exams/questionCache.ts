import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { figureLinksOf } from './dto';
import { examQuestions } from '../../db/schema';

// ─── Question facts for the answer path, kept in memory ──────────────────────────────────────
// Saving an answer needs to know the question belongs to the exam and, for a choice, its
// options. Those facts are read once per exam and kept: the answer path is the hot path of a
// live exam (2,000 takers answering every few seconds). Only exams that have been started are
// looked up here, and a started exam's questions are locked (builder.ts refuses changes), so
// the entry never goes stale, even across server instances; builder writes forget it anyway.
// The takers' question page keeps its list (texts, no keys) the same way (examQuestionList).

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

/** A question as its takers read it (no key): the question page's list. */
export interface TakerQuestion {
  _id: string;
  text: string;
  type: QuestionFacts['type'];
  options: string[];
  /** The figures the question uses (decision 275), by figure number. */
  figure_ids: string[];
}

const lists = new Map<string, Promise<TakerQuestion[]>>();

/**
 * An exam's questions in their order, without keys, for its takers' question page: read once
 * per exam like the facts above (issue 34: every taker reads them as they start, and again after
 * a reload). Only asked for with an open attempt, so of a started exam, whose questions are locked
 * (their figure links with them: builder.ts refuses a figure change too).
 */
export function examQuestionList(db: Db, examId: string): Promise<TakerQuestion[]> {
  let hit = lists.get(examId);
  if (!hit) {
    hit = Promise.all([
      db
        .select({ _id: examQuestions.id, text: examQuestions.text, type: examQuestions.type, options: examQuestions.options })
        .from(examQuestions)
        .where(eq(examQuestions.examId, examId))
        .orderBy(asc(examQuestions.position), asc(examQuestions.createdAt)),
      figureLinksOf(db, examId),
    ]).then(([rows, links]) => rows.map((q) => ({ ...q, figure_ids: links.get(q._id) ?? [] })));
    hit.catch(() => lists.delete(examId));
    if (lists.size >= MAX_EXAMS) lists.delete(lists.keys().next().value!);
    lists.set(examId, hit);
  }
  return hit;
}

export function forgetExamQuestions(examId: string) {
  cache.delete(examId);
  lists.delete(examId);
}
