import { isCorrectAnswer, type ExamResult, type StudentExamSummary } from '@school/api';
import type { Texts } from '../shared/intl';

// ─── Pure rules of the taker (spec 001 §4, §9) ───────────────────────────────────────────────

export type StudentExamStatus = 'upcoming' | 'live' | 'expired';
/** Upcoming / Live / Expired from the window (the server's clock, `now`). */
export function studentStatus(e: Pick<StudentExamSummary, 'start_time' | 'end_time'>, now: number): StudentExamStatus {
  if (now < Date.parse(e.start_time)) return 'upcoming';
  if (now >= Date.parse(e.end_time)) return 'expired';
  return 'live';
}
/** A status in the reader's words: Upcoming, Live, Expired. */
export const studentStatusLabel = ({ messages }: Texts, status: StudentExamStatus): string =>
  status === 'upcoming' ? messages.examStatusUpcoming : status === 'live' ? messages.examStatusLive : messages.examStatusExpired;
export const studentStatusTone = { upcoming: 'info', live: 'success', expired: 'neutral' } as const;

/**
 * Why Start is disabled (the tooltip), or null when the exam can be started. An upcoming exam's
 * start is written by the reader's formatter, in their language and calendar (an Amharic reader
 * with the Ethiopian calendar reads "13 ኅዳር 2019 ዓ.ም.").
 */
export function startBlocker(
  { messages, fill, format }: Texts,
  e: Pick<StudentExamSummary, 'start_time' | 'end_time' | 'isExamTaken'>,
  now: number,
): string | null {
  if (e.isExamTaken) return messages.examAlreadyTaken;
  const status = studentStatus(e, now);
  if (status === 'upcoming') {
    const start = Date.parse(e.start_time);
    return fill(messages.examNotStarted, { date: format.formatDate(start), time: format.formatTime(start) });
  }
  if (status === 'expired') return messages.examExpired;
  return null;
}

export interface Violation {
  name: string;
  level: 1 | 2 | 3;
}

/** The violation a key press is (spec 001 §9), or null; named in the reader's words (what the server records). */
export function keyViolation(
  { messages }: Texts,
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): Violation | null {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (key === 'PrintScreen') return { name: messages.violationPrintScreen, level: 3 };
  if (e.metaKey && e.shiftKey && ['3', '4', '5', 's'].includes(key)) return { name: messages.violationScreenCapture, level: 3 };
  if (key === 'F12') return { name: messages.violationF12, level: 2 };
  const mod = e.ctrlKey || e.metaKey;
  if (mod && (e.shiftKey || e.altKey) && ['i', 'j', 'c'].includes(key)) return { name: messages.violationInspect, level: 2 };
  if (mod && key === 'u') return { name: messages.violationInspect, level: 2 };
  return null;
}

/** The developer-tools heuristic: the window is more than 160 px larger than the page. */
export const DEVTOOLS_THRESHOLD_PX = 160;
export function devtoolsLikelyOpen(w: { outerWidth: number; innerWidth: number; outerHeight: number; innerHeight: number }): boolean {
  if (w.outerWidth <= 0 || w.outerHeight <= 0) return false; // headless or unknown
  return w.outerWidth - w.innerWidth > DEVTOOLS_THRESHOLD_PX || w.outerHeight - w.innerHeight > DEVTOOLS_THRESHOLD_PX;
}

/** The text of the Error dialog for a violation. */
export const violationText = ({ messages, fill }: Texts, v: Violation) =>
  fill(messages.violationDialogText, { name: v.name, level: v.level, recorded: messages.examMistakeRecorded });

/**
 * The figures a question uses, in the order of their numbers, shown on that question's page: the
 * ones it links (`figure_ids`, decision 275: any language, an empty list shows none). Only a
 * question without the field (from a server before the links) falls back to the old rule
 * of issue 17: the figures its text names as 'Figure 2', 'Fig. 2' or 'fig 2' (any case).
 */
export function figuresOfQuestion<F extends { _id: string; figureNumber: number }>(
  q: { text: string; figure_ids?: string[] },
  figures: F[],
): F[] {
  let uses: (f: F) => boolean;
  if (q.figure_ids) {
    const linked = new Set(q.figure_ids);
    uses = (f) => linked.has(f._id);
  } else {
    const named = new Set<number>();
    for (const m of q.text.matchAll(/\bfig(?:ure)?\.?\s*(\d+)/gi)) named.add(Number(m[1]));
    uses = (f) => named.has(f.figureNumber);
  }
  return figures.filter(uses).sort((a, b) => a.figureNumber - b.figureNumber);
}

/** One question of a result: the given answer (or null) and whether it is right. */
export interface ResultMark {
  question: ExamResult['questions'][number];
  answer: string | null;
  correct: boolean;
}

/** Marks every question of a result with the server's comparison rule (spec 001 §5). */
export function markResult(result: Pick<ExamResult, 'questions' | 'answers'>): { marks: ResultMark[]; correct: number; total: number } {
  const given = new Map(result.answers.map((a) => [a.question_id, a.answer_value]));
  const marks = result.questions.map((question) => {
    const answer = given.get(question._id) ?? null;
    return { question, answer, correct: answer !== null && isCorrectAnswer(question.type, answer, question.answer_id.correctAnswer) };
  });
  return { marks, correct: marks.filter((m) => m.correct).length, total: marks.length };
}

/**
 * The score of spec 001 §9: the correct count divided by the total questions, multiplied by the
 * first grade_value's gradeScale (or 1), to 2 decimals (the teacher's view).
 */
export function resultScore(correct: number, total: number, gradeValue: ExamResult['grade_value']): string {
  const scale = gradeValue[0]?.gradeScale ?? 1;
  return (total > 0 ? (correct / total) * scale : 0).toFixed(2);
}
