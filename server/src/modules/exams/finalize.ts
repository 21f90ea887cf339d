import { and, eq, isNull, lt } from 'drizzle-orm';
import { EXAM_GRACE_MS, isCorrectAnswer } from '@school/api/schemas';
import type { Db } from '../../db';
import { examAnswers, examAttempts, examQuestions } from '../../db/schema';
import type { Job } from '../../jobs/runner';

// ─── Finalising an attempt: submit, termination, or the server's deadline sweep ──────────────
// The server owns the end of an exam: an attempt whose deadline (+ the grace for answers in
// flight) has passed is finalised by the sweep below even if the browser never calls submitexam.

/** Spec 001 §5: the answer value compared with the correct answer as text (shared with the result screens). */
export const isCorrect = isCorrectAnswer;

/** Correct count and total of an attempt. */
export async function scoreAttempt(db: Db, attemptId: string, examId: string) {
  const [questions, answers] = await Promise.all([
    db
      .select({ id: examQuestions.id, type: examQuestions.type, correct: examQuestions.correctAnswer })
      .from(examQuestions)
      .where(eq(examQuestions.examId, examId)),
    db
      .select({ questionId: examAnswers.questionId, answer: examAnswers.answer })
      .from(examAnswers)
      .where(eq(examAnswers.attemptId, attemptId)),
  ]);
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  const correct = questions.filter((q) => given.has(q.id) && isCorrect(q.type, given.get(q.id)!, q.correct)).length;
  return { correct, total: questions.length };
}

export type FinalizedBy = 'student' | 'termination' | 'deadline';

/**
 * Finalises one attempt once. The database decides which call does it: the UPDATE only touches a
 * row whose submitted_at is still null, and RETURNING says whether this call changed it (decision
 * 151). `finalized` is true for that one call only; every other call gets the row as it stands.
 * Pass the caller's transaction, or the db (a transaction is opened).
 */
export async function finalizeAttempt(db: Db, attemptId: string, by: FinalizedBy, now: Date) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [a] = await t.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update').limit(1);
    if (!a || a.submittedAt) return { row: a ?? null, finalized: false };
    const { correct, total } = await scoreAttempt(t, a.id, a.examId);
    const [row] = await t
      .update(examAttempts)
      .set({ submittedAt: now, finalizedBy: by, terminated: by === 'termination', correctCount: correct, totalQuestions: total })
      .where(and(eq(examAttempts.id, a.id), isNull(examAttempts.submittedAt)))
      .returning();
    if (row) return { row, finalized: true };
    const [after] = await t.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).limit(1);
    return { row: after ?? null, finalized: false };
  });
}

/** The sweep: attempts past deadline + grace, claimed with SKIP LOCKED, finalised in small batches. */
export const examDeadlineJob: Job = {
  name: 'exam deadlines',
  everyMs: 5_000,
  run: async (db, now) => {
    let handled = 0;
    const isDue = and(isNull(examAttempts.submittedAt), lt(examAttempts.deadline, new Date(now.getTime() - EXAM_GRACE_MS)));
    // Nothing due (the usual tick): no transaction. On the embedded database an open transaction
    // holds every other statement back while it waits for the main thread (decision 91).
    const [any] = await db.select({ id: examAttempts.id }).from(examAttempts).where(isDue).limit(1);
    if (!any) return 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const due = await t.select().from(examAttempts).where(isDue).for('update', { skipLocked: true }).limit(50);
        for (const a of due) {
          const { correct, total } = await scoreAttempt(t, a.id, a.examId);
          await t
            .update(examAttempts)
            .set({ submittedAt: now, finalizedBy: 'deadline', correctCount: correct, totalQuestions: total })
            .where(and(eq(examAttempts.id, a.id), isNull(examAttempts.submittedAt)));
        }
        return due.length;
      });
      handled += batch;
      if (batch < 50) return handled;
    }
  },
};
