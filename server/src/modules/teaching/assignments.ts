import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AssignmentLinkRequest, type assignmentRequestSchema } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { z } from 'zod';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { assignments, submissions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { MAX_DOCUMENTS, readForm, removeStored } from '../../files/upload';
import { callerTeacherId, sectionInfo } from './common';
import { findAssignment, loadAssignment, loadAssignments } from './assignmentDto';
import { claimGradeSlot, replacedMessage } from '../grades/slotSources';

// ─── Assignments: the teacher's writes (spec 001 §7) ─────────────────────────────────────────
// Who may act is the route's policy (teacher of the section and course); these functions apply
// the rules of the data.

type AssignmentBody = z.output<typeof assignmentRequestSchema>;

/** A due date without an offset is UTC (docs/decisions/0025-teaching-and-learning-issue-8-paths-rules-and-screens-the.md). */
export const parseDueDate = (v: string) => new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(v) ? v : `${v}Z`);

/** GET assignment/{teacher}/{section}/{course}: the section's assignments of the course. */
export async function listForTeacher(db: Db, sectionId: string, courseId: string) {
  return { assignments: await loadAssignments(db, and(eq(assignments.sectionId, sectionId), eq(assignments.courseId, courseId))) };
}

export async function createAssignment(db: Db, auth: AuthUser, body: AssignmentBody) {
  const section = await sectionInfo(db, body.section_id);
  const [row] = await db
    .insert(assignments)
    .values({
      sectionId: body.section_id,
      courseId: body.course_id,
      academicPeriodId: section.period.id,
      teacherId: await callerTeacherId(db, auth),
      title: body.title,
      description: body.description,
      submissionType: body.submissionType,
      submissionMethod: body.submissionMethod,
      dueDate: parseDueDate(body.dueDate),
    })
    .returning({ id: assignments.id });
  return { message: messages.added, assignment: await loadAssignment(db, row.id) };
}

/** PUT assignment/{_id}: an assignment stays in its section and course. */
export async function updateAssignment(db: Db, assignmentId: string, body: AssignmentBody) {
  const current = await findAssignment(db, assignmentId);
  if (current.sectionId !== body.section_id || current.courseId !== body.course_id) throw badRequest(messages.invalidData);
  await db
    .update(assignments)
    .set({
      title: body.title,
      description: body.description,
      submissionType: body.submissionType,
      submissionMethod: body.submissionMethod,
      dueDate: parseDueDate(body.dueDate),
      updatedAt: new Date(),
    })
    .where(eq(assignments.id, assignmentId));
  return { message: messages.updated, assignment: await loadAssignment(db, assignmentId) };
}

/** DELETE assignment/{ID}/{_id}: submissions go with it, files leave the disk; grades written stay. */
export async function deleteAssignment(db: Db, uploadDir: string, assignmentId: string) {
  const current = await findAssignment(db, assignmentId);
  const files = await db.select({ file: submissions.file }).from(submissions).where(eq(submissions.assignmentId, assignmentId));
  await db.delete(assignments).where(eq(assignments.id, assignmentId));
  await Promise.all([
    ...current.docs.map((d) => removeStored(uploadDir, 'assignments', d)),
    ...files.map((f) => removeStored(uploadDir, 'submissions', f.file)),
  ]);
  return { message: messages.deleted };
}

/**
 * POST assignmentlink {assignment_id, assignmentType, replace?}: the grade slot the assignment
 * counts for. A slot with another source (assignment or exam) of the section and course is
 * refused (409 naming it) unless the teacher confirmed replacing it (issue 18).
 */
export async function linkAssignment(db: Db, body: AssignmentLinkRequest) {
  await findAssignment(db, body.assignment_id);
  const source = { kind: 'assignment' as const, id: body.assignment_id };
  const message = await db.transaction(async (tx) => {
    const { replaced } = await claimGradeSlot(tx, source, body.assignmentType, { replace: body.replace });
    await tx
      .update(assignments)
      .set({ linkType: body.assignmentType, updatedAt: new Date() })
      .where(eq(assignments.id, body.assignment_id));
    return body.assignmentType === 'none' ? null : await replacedMessage(tx, source, body.assignmentType, replaced);
  });
  return { message: message ?? messages.assignmentLinked, assignment: await loadAssignment(db, body.assignment_id) };
}

/** POST assignmentdoc/{_id}/{asg}: helper documents (multipart AssignmentDoc), 10 at most in all. */
export async function addAssignmentDocs(db: Db, uploadDir: string, assignmentId: string, req: FastifyRequest) {
  const current = await findAssignment(db, assignmentId);
  const form = await readForm(req, uploadDir, { AssignmentDoc: { folder: 'assignments', kind: 'document', max: MAX_DOCUMENTS } });
  try {
    if (form.errors.length) throw badRequest(form.errors.join(', '));
    const uploaded = form.files.AssignmentDoc ?? [];
    if (!uploaded.length) throw badRequest(messages.fileRequired);
    const docs = [...current.docs, ...uploaded.map((u) => u.name)];
    if (docs.length > MAX_DOCUMENTS) throw badRequest(messages.assignmentDocsFull);
    await db.update(assignments).set({ docs, updatedAt: new Date() }).where(eq(assignments.id, assignmentId));
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  return { message: messages.added, assignment: await loadAssignment(db, assignmentId) };
}

/** DELETE assignmentdoc/{_id}/{asg}/{index}. */
export async function deleteAssignmentDoc(db: Db, uploadDir: string, assignmentId: string, index: number) {
  const current = await findAssignment(db, assignmentId);
  if (!Number.isInteger(index) || index < 0 || index >= current.docs.length) throw notFound(messages.assignmentDocNotFound);
  const name = current.docs[index];
  await db
    .update(assignments)
    .set({ docs: current.docs.filter((_, i) => i !== index), updatedAt: new Date() })
    .where(eq(assignments.id, assignmentId));
  await removeStored(uploadDir, 'assignments', name);
  return { message: messages.deleted, assignment: await loadAssignment(db, assignmentId) };
}
