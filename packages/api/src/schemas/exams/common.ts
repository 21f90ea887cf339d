// What the teacher's and the taker's exam schemas share: the kinds, the code rules, figures, the
// integrity log and the attempt.
import { z } from 'zod';

export const examLinkTypes = ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3', 'none'] as const;
export type ExamLinkType = (typeof examLinkTypes)[number];
export const questionTypes = ['multiple-choice', 'true-false', 'short-answer'] as const;
export type QuestionType = (typeof questionTypes)[number];
/** Violation levels of spec 001 §9; 0 as a termination level means "never". */
export const violationLevels = [1, 2, 3] as const;
export type ViolationLevel = (typeof violationLevels)[number];

/**
 * 6 characters from upper and lower case letters, digits and !@#$%^&*() (spec 001 §5): every such
 * code is accepted, whoever made it (issue 34: a client drawing from the spec's alphabet was
 * refused a third of the time). The product's own generator draws from EXAM_CODE_ALPHABET, which
 * leaves out the look-alikes I, l, 1, O and 0 (issue 17), so a code it makes is read off a board
 * right. A new or regenerated code is checked against the pattern; entering a code compares with
 * what is stored.
 */
export const EXAM_CODE_LOOKALIKES = 'Il1O0';
export const EXAM_CODE_PATTERN = /^[A-Za-z0-9!@#$%^&*()]{6}$/;
export const EXAM_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*()';
/** Answers in flight are accepted this long after the deadline. */
export const EXAM_GRACE_MS = 60_000;
export const MAX_QUESTIONS_PER_EXAM = 200;

/** A figure (image) of an exam, as the builder and the taker see it. */
export const examFigureSchema = z.object({ _id: z.string(), figureNumber: z.number().int(), description: z.string(), image: z.string() });
export type ExamFigure = z.infer<typeof examFigureSchema>;

/**
 * The figure numbers a question's text names as 'Figure 2', 'Fig. 2' or 'fig 2' (any case): the
 * old rule of the taker's page (issue 17). Since decision 275 a question names its figures
 * (figure_ids); this rule only links a question added without them, by a client built to the spec
 * (and migration 0020 applied it once to the questions there were).
 */
export function figureNumbersNamedIn(text: string): number[] {
  const named = new Set<number>();
  for (const m of text.matchAll(/\bfig(?:ure)?\.?\s*(\d+)/gi)) named.add(Number(m[1]));
  return [...named].sort((a, b) => a - b);
}

/** One entry of an attempt's integrity log (the teacher's takers view, the student's own finished attempt). */
export const integrityEventSchema = z.object({
  kind: z.enum(['violation', 'offline', 'online', 'left', 'reload', 'takeover', 'hidden']),
  name: z.string(),
  /** The violation level; null for connection events (never counted). */
  level: z.number().int().nullable(),
  at: z.string(),
});
export type IntegrityEvent = z.infer<typeof integrityEventSchema>;

/** A student's attempt at an exam. */
export const attemptSchema = z.object({
  _id: z.string(),
  start_time: z.string(),
  deadline: z.string(),
  submitted_at: z.string().nullable(),
  terminated: z.boolean(),
  finalized_by: z.enum(['student', 'termination', 'deadline']).nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;
