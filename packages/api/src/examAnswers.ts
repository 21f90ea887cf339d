import type { QuestionType } from './schemas/exams';

/**
 * Is an answer right (spec 001 §5)? The answer compared with the correct answer as text, trimmed;
 * a short answer ignores case and spacing. The server scores with it; the result screens mark with it.
 * No zod here: a screen that only marks answers does not load the schemas (decision 99).
 */
export function isCorrectAnswer(type: QuestionType | string, answer: string, correct: string): boolean {
  if (type === 'short-answer') {
    const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
    return norm(answer) === norm(correct);
  }
  return answer.trim() === correct.trim();
}
