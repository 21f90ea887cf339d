// ─── The grade maths of spec 002 §9, in plain functions shared by the server and the widgets ──
// Each course is graded out of 100 (final + mid + three teacher exams); a report's total is out
// of 100 × the number of courses; the average is that total as a percent with 2 decimals.

/** Rounds to 2 decimals (half away from zero, without binary noise: 1.005 → 1.01). */
export function round2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number((Math.abs(value) * 100).toPrecision(12)))) / 100;
}

/** The five values of one course grade; a missing value is null. */
export interface CourseGradeValues {
  finalExam: number | null;
  midExam: number | null;
  teachExam: readonly (number | null)[];
}

/**
 * Course total = finalExam + midExam + the sum of the teacher exams (the spec's "course average").
 * Missing values count 0; a course with no value at all has no total (null, shown as N/A).
 */
export function courseTotal(g: CourseGradeValues): number | null {
  const values = [g.finalExam, g.midExam, ...g.teachExam];
  if (values.every((v) => v === null || v === undefined)) return null;
  return round2(values.reduce<number>((sum, v) => sum + (v ?? 0), 0));
}

/** A report's total: the course totals added up (a course without a grade adds 0). */
export function reportTotal(courseTotals: readonly (number | null)[]): number {
  return round2(courseTotals.reduce<number>((sum, v) => sum + (v ?? 0), 0));
}

/** What a report's total is out of: 100 × the number of courses. */
export function reportMaximum(courseCount: number): number {
  return 100 * courseCount;
}

/** Average = total / (100 × courses) as a percent, 2 decimals; 0 when there is no course. */
export function reportAverage(total: number, courseCount: number): number {
  if (courseCount <= 0) return 0;
  return round2((total / reportMaximum(courseCount)) * 100);
}

/** A course's share of its 100 points as a percent (the card's Percentage column). */
export function coursePercentage(total: number | null): number | null {
  return total === null ? null : round2(total);
}

/**
 * Ranks by a score, highest first, with "standard competition" ties: equal scores (compared to
 * 2 decimals) share a rank and the next rank skips (90, 90, 80 → 1, 1, 3). Returns the rank of
 * each item in the input order.
 */
export function competitionRanks(scores: readonly number[]): number[] {
  const order = scores.map((s, i) => ({ s: round2(s), i })).sort((a, b) => b.s - a.s);
  const ranks = new Array<number>(scores.length);
  order.forEach((entry, pos) => {
    ranks[entry.i] = pos > 0 && order[pos - 1].s === entry.s ? ranks[order[pos - 1].i] : pos + 1;
  });
  return ranks;
}

/** The mean of averages (the yearly overall average), 2 decimals; 0 for none. */
export function meanOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return round2(values.reduce((a, b) => a + b, 0) / values.length);
}

/** Each of the three teacher exams takes teachExam / 3 of the 100 points (2 decimals). */
export function teacherExamMaximum(teachExam: number): number {
  return round2(teachExam / 3);
}

/** The scale values a slot maximum is computed from. */
export interface SlotScale {
  finalExam: number;
  midExam: number;
  teachExam: number;
}
type SlotKey = 'finalExam' | 'midExam' | 'teachExam1' | 'teachExam2' | 'teachExam3';

/**
 * The most a slot holds: the final or mid value, or teacherExamMaximum for each teacher exam.
 * The one answer for the scale check (a recorded grade above it refuses the scale), the server's
 * entry limit ('between 0 and {max}') and the widgets' inputs, so they can never disagree
 * (issue 18: teachExam 29.985 gave 10 to the scale check and 9.99 to grade entry).
 */
export function slotMaximum(scale: SlotScale, slot: SlotKey): number {
  if (slot === 'finalExam') return round2(scale.finalExam);
  if (slot === 'midExam') return round2(scale.midExam);
  return teacherExamMaximum(scale.teachExam);
}

/** Is a value a grade the slot accepts (0..slotMaximum, compared to 2 decimals)? */
export function fitsSlot(scale: SlotScale, slot: SlotKey, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && round2(value) <= slotMaximum(scale, slot);
}

/** The PDF's verdict: an average of 60 or more is Pass. */
export const PASS_MARK = 60;
export const passed = (average: number) => average >= PASS_MARK;

/** A course grade of 85 or more shows green. */
export const isHighGrade = (grade: number | null) => grade !== null && grade >= 85;
/** An overall average above 85 shows green. */
export const isHighAverage = (average: number) => average > 85;

/** Behavior grades A to F. */
export const BEHAVIOR_VALUES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type BehaviorValue = (typeof BEHAVIOR_VALUES)[number];
