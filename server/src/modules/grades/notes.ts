import { and, eq, sql } from 'drizzle-orm';
import { type BehaviorRequest, type CommentRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { gradeComments, studentBehaviors } from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import { studentIdFromKey } from '../../auth/access/people';
import { studentInSection } from '../../auth/access/sections';
import { badRequest, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../http/db-errors';
import { assertTermOpen } from './release';

// ─── The owner's comment and behavior value on a student's report (one each per section) ────
// Issue 35: both follow the term's lock like marks do; a released term's comment and behaviour
// change only after a reopen with a reason (assertTermOpen; the database refuses the same).

/** The student (any key) must sit in the section; returns students.id. */
async function seatedStudent(db: Db, studentKey: string, sectionId: string): Promise<string> {
  const studentId = await studentIdFromKey(db, studentKey);
  if (!studentId || !(await studentInSection(db, studentId, sectionId))) throw badRequest(messages.studentNotInSection);
  return studentId;
}

/** The section of a comment or behavior row (its policy asks about that section). */
export async function sectionOfComment(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ sectionId: gradeComments.sectionId }).from(gradeComments).where(eq(gradeComments.id, id)).limit(1);
  return row?.sectionId ?? null;
}
export async function sectionOfBehavior(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ sectionId: studentBehaviors.sectionId })
    .from(studentBehaviors)
    .where(eq(studentBehaviors.id, id))
    .limit(1);
  return row?.sectionId ?? null;
}

/** POST commentstudentgrade/{student_id}/{section_id}: a second comment is refused (edit it). */
export async function addComment(db: Db, auth: AuthUser, body: CommentRequest) {
  const studentId = await seatedStudent(db, body.student_id, body.section_id);
  await assertTermOpen(db, body.section_id);
  try {
    const [row] = await db
      .insert(gradeComments)
      .values({ studentId, sectionId: body.section_id, comment: body.comment, authorId: auth.userId })
      .returning();
    return { message: messages.commentSubmitted, comment: { _id: row.id, comment: row.comment } };
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(messages.commentExists);
    throw err;
  }
}

/** PUT commentstudentgrade/{id}: the body must name the comment's own student and section. */
export async function updateComment(db: Db, auth: AuthUser, id: string, body: CommentRequest) {
  const studentId = await seatedStudent(db, body.student_id, body.section_id);
  await assertTermOpen(db, body.section_id);
  const [row] = await db
    .update(gradeComments)
    .set({ comment: body.comment, authorId: auth.userId, updatedAt: sql`now()` })
    .where(and(eq(gradeComments.id, id), eq(gradeComments.studentId, studentId), eq(gradeComments.sectionId, body.section_id)))
    .returning();
  if (!row) throw notFound();
  return { message: messages.commentSubmitted, comment: { _id: row.id, comment: row.comment } };
}

export async function deleteComment(db: Db, id: string) {
  const sectionId = await sectionOfComment(db, id);
  if (sectionId) await assertTermOpen(db, sectionId);
  const gone = await db.delete(gradeComments).where(eq(gradeComments.id, id)).returning({ id: gradeComments.id });
  if (gone.length === 0) throw notFound();
  return { message: messages.commentDeleted };
}

/** POST studentbehavior. */
export async function addBehavior(db: Db, auth: AuthUser, body: BehaviorRequest) {
  const studentId = await seatedStudent(db, body.student_id, body.section_id);
  await assertTermOpen(db, body.section_id);
  try {
    const [row] = await db
      .insert(studentBehaviors)
      .values({ studentId, sectionId: body.section_id, behaviorValue: body.behavior_value, authorId: auth.userId })
      .returning();
    return { message: messages.behaviorSaved, studentbehavior: { _id: row.id, behavior_value: row.behaviorValue } };
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(messages.behaviorExists);
    throw err;
  }
}

/** PUT studentbehavior/{id}. */
export async function updateBehavior(db: Db, auth: AuthUser, id: string, body: BehaviorRequest) {
  const studentId = await seatedStudent(db, body.student_id, body.section_id);
  await assertTermOpen(db, body.section_id);
  const [row] = await db
    .update(studentBehaviors)
    .set({ behaviorValue: body.behavior_value, authorId: auth.userId, updatedAt: sql`now()` })
    .where(and(eq(studentBehaviors.id, id), eq(studentBehaviors.studentId, studentId), eq(studentBehaviors.sectionId, body.section_id)))
    .returning();
  if (!row) throw notFound();
  return { message: messages.behaviorUpdated, studentbehavior: { _id: row.id, behavior_value: row.behaviorValue } };
}

/** DELETE studentbehavior/{student_id}/{section_id}. */
export async function deleteBehavior(db: Db, studentKey: string, sectionId: string) {
  const studentId = await studentIdFromKey(db, studentKey);
  await assertTermOpen(db, sectionId);
  const gone = studentId
    ? await db
        .delete(studentBehaviors)
        .where(and(eq(studentBehaviors.studentId, studentId), eq(studentBehaviors.sectionId, sectionId)))
        .returning({ id: studentBehaviors.id })
    : [];
  if (gone.length === 0) throw notFound();
  return { message: messages.behaviorDeleted };
}
