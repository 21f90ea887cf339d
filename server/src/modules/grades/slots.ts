import { and, eq, sql } from 'drizzle-orm';
import { fitsSlot, slotMaximum } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { gradeChanges, gradeScales, studentGrades, teacherSections } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { assertSlotSource } from './slotSources';
import { assertTermOpen } from './release';

// ─── Grade slots: the one way a grade value is written ───────────────────────────────────────
// Grade entry (issue 10), graded assignments (issue 8) and announced exams (issue 9) all write
// through setMark, so the range rule and the change log hold for every source.

/** The five slots of a course grade; an assignment or exam link names one (or 'none'). */
export const GRADE_SLOTS = ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3'] as const;
export type GradeSlot = (typeof GRADE_SLOTS)[number];

export interface GradeScaleValues {
  total: number;
  finalExam: number;
  midExam: number;
  teachExam: number;
}

/** The most a slot can hold: gradeMath's slotMaximum, the same answer the scale check and the widgets use. */
export function slotMax(scale: GradeScaleValues, slot: GradeSlot): number {
  return slotMaximum(scale, slot);
}

const columnOf = {
  finalExam: studentGrades.finalExam,
  midExam: studentGrades.midExam,
  teachExam1: studentGrades.teachExam1,
  teachExam2: studentGrades.teachExam2,
  teachExam3: studentGrades.teachExam3,
} as const;

/** The school's scale, or null before an admin sets one. */
export async function loadGradeScale(db: Db): Promise<GradeScaleValues | null> {
  const [row] = await db.select().from(gradeScales).limit(1);
  return row ? { total: row.total, finalExam: row.finalExam, midExam: row.midExam, teachExam: row.teachExam } : null;
}

export interface SetMarkInput {
  studentId: string;
  /** The teacher assignment (the spec's teacherInSection_id): gives section, course and period. */
  teacherSectionId: string;
  slot: GradeSlot;
  /** null clears the slot. */
  value: number | null;
  changedBy: string | null;
  source: 'manual' | 'assignment' | 'exam';
  sourceId?: string | null;
}

/**
 * Writes one slot of a student's course grade (creating the row when needed) and logs the
 * change. A value outside 0..slotMax is refused with 'Grade must be between 0 and {max}'; so is
 * any write to a released (locked) term, and an assignment's or exam's write to a slot it is not
 * the source of (issue 18).
 * Pass a transaction as `db` to make it part of a larger write.
 */
export async function setMark(db: Db, input: SetMarkInput) {
  const scale = await loadGradeScale(db);
  if (!scale) throw badRequest(messages.gradeScaleMissing);
  const max = slotMax(scale, input.slot);
  if (input.value !== null && !fitsSlot(scale, input.slot, input.value)) {
    throw badRequest(fill(messages.gradeOutOfRange, { value: max }));
  }
  const [ts] = await db.select().from(teacherSections).where(eq(teacherSections.id, input.teacherSectionId)).limit(1);
  if (!ts) throw notFound();
  await assertTermOpen(db, ts.sectionId);
  if (input.source !== 'manual' && input.sourceId) {
    await assertSlotSource(
      db,
      { kind: input.source, id: input.sourceId },
      { sectionId: ts.sectionId, courseId: ts.courseId, slot: input.slot },
    );
  }
  const key = { studentId: input.studentId, sectionId: ts.sectionId, courseId: ts.courseId, academicPeriodId: ts.academicPeriodId };
  const column = columnOf[input.slot];
  const [before] = await db
    .select({ id: studentGrades.id, value: column })
    .from(studentGrades)
    .where(
      and(
        eq(studentGrades.studentId, key.studentId),
        eq(studentGrades.sectionId, key.sectionId),
        eq(studentGrades.courseId, key.courseId),
        eq(studentGrades.academicPeriodId, key.academicPeriodId),
      ),
    )
    .limit(1);
  const set = { [input.slot]: input.value, teacherSectionId: ts.id, updatedAt: sql`now()` };
  // Upsert on the unique key: two graders at once both land, the later value wins.
  const [row] = await db
    .insert(studentGrades)
    .values({ ...key, teacherSectionId: ts.id, [input.slot]: input.value })
    .onConflictDoUpdate({
      target: [studentGrades.studentId, studentGrades.sectionId, studentGrades.courseId, studentGrades.academicPeriodId],
      set,
    })
    .returning();
  const oldValue = before?.value ?? null;
  if (oldValue !== input.value) {
    await db.insert(gradeChanges).values({
      studentGradeId: row.id,
      slot: input.slot,
      oldValue,
      newValue: input.value,
      changedBy: input.changedBy,
      source: input.source,
      sourceId: input.sourceId ?? null,
    });
  }
  return row;
}
