import dayjs from 'dayjs';
import { EXAM_CODE_ALPHABET, type ExamTaker, type TeacherExamSummary } from '@school/api';
import type { Texts } from '../shared/intl';

// ─── Pure rules of the teacher's exam screens (spec 001 §4, §5, §9) ───────────────────────────

export type TeacherExamStatus = 'upcoming' | 'happening' | 'expired';

/** Upcoming before the start, Happening Now inside the window, Expired from the end on. */
export function teacherExamStatus(e: Pick<TeacherExamSummary, 'start_time' | 'end_time'>, now: number): TeacherExamStatus {
  if (now < Date.parse(e.start_time)) return 'upcoming';
  if (now < Date.parse(e.end_time)) return 'happening';
  return 'expired';
}

/** A status in the reader's words: Upcoming, Happening Now, Expired. */
export const teacherStatusLabel = ({ messages }: Texts, status: TeacherExamStatus): string =>
  status === 'upcoming' ? messages.examStatusUpcoming : status === 'happening' ? messages.examStatusHappening : messages.examStatusExpired;
export const teacherStatusTone = { upcoming: 'info', happening: 'success', expired: 'neutral' } as const;

/** An instant as a datetime-local value in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '';
}

/** A datetime-local value (the browser's time zone) as an ISO instant. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}

/** Uniform random integers below `n` (rejection sampling: no modulo bias). */
function randomBelow(n: number, random: (buf: Uint32Array<ArrayBuffer>) => unknown): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buf = new Uint32Array(1);
  for (;;) {
    random(buf);
    if (buf[0] < limit) return buf[0] % n;
  }
}

/** A new exam code: 6 characters from letters, digits and !@#$%^&*() (spec 001 §5), from the browser's CSPRNG. */
export function generateExamCode(random: (buf: Uint32Array<ArrayBuffer>) => unknown = (b) => crypto.getRandomValues(b)): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += EXAM_CODE_ALPHABET[randomBelow(EXAM_CODE_ALPHABET.length, random)];
  return code;
}

/** The highest violation level of a taker, or null (shown as None). */
export function highestLevel(taker: Pick<ExamTaker, 'stud_errors'>): number | null {
  return taker.stud_errors.reduce<number | null>((max, e) => (max === null || e.type > max ? e.type : max), null);
}
