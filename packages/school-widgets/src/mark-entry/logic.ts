import { courseTotal, fitsSlot, slotMaximum, type GradeScale, type StudentGrade, type StudentGradeRequest } from '@school/api';
import type { Texts } from '../shared/intl';

// ─── Grade entry: a row of five inputs per student, checked against the scale ───────────────

export const SLOTS = ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3'] as const;
export type Slot = (typeof SLOTS)[number];
export type RowDraft = Record<Slot, string>;

/** A slot's title in the language of `t` ('Final exam', …). */
export function slotTitle({ messages }: Texts, slot: Slot): string {
  return {
    finalExam: messages.slotFinalExam,
    midExam: messages.slotMidExam,
    teachExam1: messages.slotTeachExam1,
    teachExam2: messages.slotTeachExam2,
    teachExam3: messages.slotTeachExam3,
  }[slot];
}

/** The most each slot takes: final, mid, and teachExam / 3 for each teacher exam. */
export function slotMax(scale: GradeScale, slot: Slot): number {
  return slotMaximum(scale, slot);
}

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The inputs' starting texts from a saved report. */
export function draftOf(report: StudentGrade | null): RowDraft {
  return {
    finalExam: text(report?.finalExam),
    midExam: text(report?.midExam),
    teachExam1: text(report?.teachExam[0]),
    teachExam2: text(report?.teachExam[1]),
    teachExam3: text(report?.teachExam[2]),
  };
}

const valueOf = (s: string): number | null => (s.trim() === '' ? null : Number(s));

/** The first slot outside 0..max ('Grade must be between 0 and {value}'), or null. */
export function rowError({ messages, fill }: Texts, draft: RowDraft, scale: GradeScale): string | null {
  for (const slot of SLOTS) {
    const v = valueOf(draft[slot]);
    const max = slotMax(scale, slot);
    if (v !== null && !fitsSlot(scale, slot, v)) return fill(messages.gradeOutOfRange, { value: max });
  }
  return null;
}

/** The row's course total as typed (N/A when empty). */
export const draftTotal = (d: RowDraft) =>
  courseTotal({
    finalExam: valueOf(d.finalExam),
    midExam: valueOf(d.midExam),
    teachExam: [valueOf(d.teachExam1), valueOf(d.teachExam2), valueOf(d.teachExam3)],
  });

/** Only what changed since the saved report, so an assignment or exam written meanwhile is kept. */
export function changedSlots(draft: RowDraft, saved: RowDraft): Omit<StudentGradeRequest, 'teacherInSection_id' | 'student_id'> | null {
  const body: Omit<StudentGradeRequest, 'teacherInSection_id' | 'student_id'> = {};
  if (draft.finalExam !== saved.finalExam) body.finalExam = valueOf(draft.finalExam);
  if (draft.midExam !== saved.midExam) body.midExam = valueOf(draft.midExam);
  const teach = [draft.teachExam1, draft.teachExam2, draft.teachExam3];
  const before = [saved.teachExam1, saved.teachExam2, saved.teachExam3];
  if (teach.some((v, i) => v !== before[i])) body.teachExam = teach.map(valueOf);
  return Object.keys(body).length ? body : null;
}
