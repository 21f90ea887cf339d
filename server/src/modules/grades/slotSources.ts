import { and, desc, eq, inArray } from 'drizzle-orm';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { assignments, examSections, exams, gradeChanges, gradeSlotSources, type studentGrades } from '../../db/schema';
import { HttpError, badRequest } from '../../http/errors';
import { describeConstraint } from '../../http/db-errors';
import { fill } from '../../lib/text';
import type { GradeSlot } from './slots';

// ─── One source per grade slot (issue 18) ────────────────────────────────────────────────────
// A slot of a section's course (a section is of one term) takes its grade from at most one
// linked assignment or exam. Linking a second is refused (409, naming the current source) or,
// when the teacher confirmed (`replace: true`), unlinks the current one. grade_slot_sources'
// unique key holds the rule even for two links at the same instant.

describeConstraint('grade_slot_sources_slot', messages.gradeSlotSourceConflict);

export type SlotSource = { kind: 'assignment'; id: string } | { kind: 'exam'; id: string };

export const slotName: Record<GradeSlot, string> = {
  finalExam: messages.slotFinalExam,
  midExam: messages.slotMidExam,
  teachExam1: messages.slotTeachExam1,
  teachExam2: messages.slotTeachExam2,
  teachExam3: messages.slotTeachExam3,
};

type Claim = typeof gradeSlotSources.$inferSelect;

/** "assignment 'Ratio word problems'" or "exam 'Unit test'" for a claim row. */
async function describeClaim(db: Db, claim: Claim): Promise<string> {
  if (claim.assignmentId) {
    const [a] = await db.select({ title: assignments.title }).from(assignments).where(eq(assignments.id, claim.assignmentId));
    return fill(messages.slotSourceAssignment, { title: a?.title ?? '' });
  }
  const [e] = await db.select({ title: exams.title }).from(exams).where(eq(exams.id, claim.examId!));
  return fill(messages.slotSourceExam, { title: e?.title ?? '' });
}

const isSource = (claim: Claim, source: SlotSource) =>
  source.kind === 'assignment' ? claim.assignmentId === source.id : claim.examId === source.id;

const heldBy = (source: SlotSource) =>
  source.kind === 'assignment' ? eq(gradeSlotSources.assignmentId, source.id) : eq(gradeSlotSources.examId, source.id);

/** The (section, course) pairs a source grades: the assignment's, or each of the exam's sections. */
async function pairsOf(db: Db, source: SlotSource) {
  if (source.kind === 'assignment') {
    return db
      .select({ sectionId: assignments.sectionId, courseId: assignments.courseId })
      .from(assignments)
      .where(eq(assignments.id, source.id));
  }
  return db
    .select({ sectionId: examSections.sectionId, courseId: examSections.courseId })
    .from(examSections)
    .where(eq(examSections.examId, source.id));
}

/** Unlinks a replaced source: its link becomes 'none' and all its claims go. */
async function unlink(db: Db, claim: Claim) {
  if (claim.assignmentId) {
    await db.update(assignments).set({ linkType: 'none', updatedAt: new Date() }).where(eq(assignments.id, claim.assignmentId));
    await db.delete(gradeSlotSources).where(eq(gradeSlotSources.assignmentId, claim.assignmentId));
  } else if (claim.examId) {
    await db.update(exams).set({ linkType: 'none', updatedAt: new Date() }).where(eq(exams.id, claim.examId));
    await db.delete(gradeSlotSources).where(eq(gradeSlotSources.examId, claim.examId));
  }
}

/**
 * Makes `source` the one source of `slot` in each of its sections and courses (or releases its
 * slots when the link is none / null). Call it in the transaction that sets the link. Throws 409
 * naming the current source unless `replace`; with `replace` returns what was replaced.
 */
export async function claimGradeSlot(
  db: Db,
  source: SlotSource,
  slot: GradeSlot | 'none' | null,
  options: { replace?: boolean } = {},
): Promise<{ replaced: string[] }> {
  if (!slot || slot === 'none') {
    await db.delete(gradeSlotSources).where(heldBy(source));
    return { replaced: [] };
  }
  const pairs = await pairsOf(db, source);
  const replaced: string[] = [];
  const others: Claim[] = [];
  for (const p of pairs) {
    const [claim] = await db
      .select()
      .from(gradeSlotSources)
      .where(and(eq(gradeSlotSources.sectionId, p.sectionId), eq(gradeSlotSources.courseId, p.courseId), eq(gradeSlotSources.slot, slot)))
      .for('update');
    if (claim && !isSource(claim, source)) others.push(claim);
  }
  for (const claim of others) {
    const name = await describeClaim(db, claim);
    // Issue 35: its own code (`conflict`), not the 409 default `too_late` (an exam's time is over).
    if (!options.replace) throw new HttpError(409, fill(messages.gradeSlotTaken, { slot: slotName[slot], source: name }), 'conflict');
    if (!replaced.includes(name)) replaced.push(name);
  }
  for (const claim of others) await unlink(db, claim);
  await db.delete(gradeSlotSources).where(heldBy(source));
  if (pairs.length) {
    await db.insert(gradeSlotSources).values(
      pairs.map((p) => ({
        ...p,
        slot,
        assignmentId: source.kind === 'assignment' ? source.id : null,
        examId: source.kind === 'exam' ? source.id : null,
      })),
    );
  }
  return { replaced };
}

/** The message of a link that replaced other sources, or null when nothing was replaced. */
export async function replacedMessage(db: Db, source: SlotSource, slot: GradeSlot, replaced: string[]) {
  if (replaced.length === 0) return null;
  const [self] = await db.select().from(gradeSlotSources).where(heldBy(source)).limit(1);
  const name = self ? await describeClaim(db, self) : '';
  return fill(messages.gradeSlotReplaced, { slot: slotName[slot], source: name, replaced: replaced.join(', ') });
}

/**
 * setMark's check: an assignment or exam writes a slot only while it is the slot's source
 * (a replaced source grading late must not overwrite its successor's value).
 */
export async function assertSlotSource(db: Db, source: SlotSource, key: { sectionId: string; courseId: string; slot: GradeSlot }) {
  const [claim] = await db
    .select()
    .from(gradeSlotSources)
    .where(
      and(eq(gradeSlotSources.sectionId, key.sectionId), eq(gradeSlotSources.courseId, key.courseId), eq(gradeSlotSources.slot, key.slot)),
    );
  if (claim && isSource(claim, source)) return;
  // A link made before grade_slot_sources existed (or by the seed) claims its free slot on first write.
  if (!claim) return void (await claimGradeSlot(db, source, key.slot));
  throw badRequest(fill(messages.gradeSlotNotSource, { slot: slotName[key.slot], source: await describeClaim(db, claim) }));
}

/** The claims of some assignments (for "no longer the slot's value"). */
export async function claimsOfAssignments(db: Db, assignmentIds: string[]) {
  if (assignmentIds.length === 0) return [];
  return db.select().from(gradeSlotSources).where(inArray(gradeSlotSources.assignmentId, assignmentIds));
}

/**
 * "No longer the slot's value" (issue 18): the slot and value an assignment last wrote for a
 * student's course grade, when the slot holds something else now (another source or a manual
 * change wrote after it); null when its grade is still the slot's value or it never wrote.
 */
export async function supersededAssignmentGrade(db: Db, assignmentId: string, report: typeof studentGrades.$inferSelect | undefined) {
  if (!report) return null;
  const [last] = await db
    .select({ slot: gradeChanges.slot, value: gradeChanges.newValue })
    .from(gradeChanges)
    .where(and(eq(gradeChanges.studentGradeId, report.id), eq(gradeChanges.source, 'assignment'), eq(gradeChanges.sourceId, assignmentId)))
    .orderBy(desc(gradeChanges.createdAt))
    .limit(1);
  if (!last) return null;
  const now = report[last.slot];
  return now === last.value ? null : { slot: last.slot, grade: last.value, value: now };
}
