import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { submissionFieldsSchema, type Submission } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { assignments, storedFiles, studentGrades, submissions } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { issuesText, readForm, removeStored } from '../../files/upload';
import { studentInSection } from '../../auth/access/sections';
import { loadGradeScale } from '../grades/slots';
import { iso, sectionRoster, teacherSectionOf } from './common';
import { findAssignment, linkedMax, loadAssignment, loadAssignments, studentDto, type AssignmentRow } from './assignmentDto';
import { supersededAssignmentGrade } from '../grades/slotSources';

// ─── Submissions: the student's writes and reads, the teacher's grading view ─────────────────

type SubmissionRow = typeof submissions.$inferSelect;
export const toSubmission = (s: SubmissionRow): Submission => ({
  _id: s.id,
  text: s.text,
  file: s.file,
  submissionDate: iso(s.submissionDate),
  status: s.status,
  grade: s.grade,
});

/** A submission with its file's name on the student's computer (issue 17: files are shown by their original name). */
async function withFileName(db: Db, s: SubmissionRow): Promise<Submission> {
  const dto = toSubmission(s);
  if (!s.file) return dto;
  const [row] = await db
    .select({ name: storedFiles.originalName })
    .from(storedFiles)
    .where(and(eq(storedFiles.kind, 'submissions'), eq(storedFiles.storedName, s.file)))
    .limit(1);
  return row ? { ...dto, fileName: row.name } : dto;
}

/** GET assignment/{id}/{section_id}: the student's assignments in a section, with their own status. */
export async function listForStudent(db: Db, studentId: string, sectionId: string) {
  if (!(await studentInSection(db, studentId, sectionId))) throw forbidden();
  return { assignments: await loadAssignments(db, eq(assignments.sectionId, sectionId), { studentId }) };
}

/** GET assignmentforstudent/{id}/{assignment_id}. */
export async function assignmentForStudent(db: Db, studentId: string, assignmentId: string) {
  const row = await findAssignment(db, assignmentId);
  if (!(await studentInSection(db, studentId, row.sectionId, row.academicPeriodId))) throw forbidden();
  const [own] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.studentId, studentId)))
    .limit(1);
  return { assignment: await loadAssignment(db, assignmentId, { studentId }), submission: own ? await withFileName(db, own) : null };
}

/** The rules every student write shares: own section, submitted in the system, before the due date. */
async function openFor(db: Db, studentId: string, assignmentId: string, now: Date): Promise<AssignmentRow> {
  const row = await findAssignment(db, assignmentId);
  if (!(await studentInSection(db, studentId, row.sectionId, row.academicPeriodId))) throw forbidden();
  if (row.submissionMethod !== 'system') throw badRequest(messages.submissionNotSystem);
  if (now.getTime() > row.dueDate.getTime()) throw badRequest(messages.submissionClosed);
  return row;
}

/** What a submission must carry by the assignment's type: text, file, or (file+text) at least one. */
function checkContent(type: AssignmentRow['submissionType'], text: string | null, file: string | null) {
  if (type === 'text' && !text) throw badRequest(messages.submissionTextRequired);
  if (type === 'file' && !file) throw badRequest(messages.submissionFileRequired);
  if (type === 'file+text' && !text && !file) throw badRequest(`${messages.submissionTextRequired}, ${messages.submissionFileRequired}`);
}

async function readSubmissionForm(req: FastifyRequest, uploadDir: string) {
  const form = await readForm(req, uploadDir, { file: { folder: 'submissions', kind: 'document', max: 1 } });
  const parsed = submissionFieldsSchema.safeParse(form.fields);
  if (form.errors.length || !parsed.success) {
    await form.cleanup();
    throw badRequest([...(parsed.success ? [] : issuesText(parsed.error.issues)), ...form.errors].join(', ') || messages.invalidData);
  }
  return { form, fields: parsed.data, file: form.files.file?.[0] ?? null };
}

/** POST assignmentsubmission/{id}: once per student and assignment. */
export async function submitAssignment(db: Db, uploadDir: string, studentId: string, req: FastifyRequest, now: Date) {
  const { form, fields, file } = await readSubmissionForm(req, uploadDir);
  let saved: SubmissionRow;
  try {
    const row = await openFor(db, studentId, fields.assignment_id, now);
    const text = fields.text?.trim() || null;
    const stored = row.submissionType === 'text' ? null : (file?.name ?? null);
    checkContent(row.submissionType, row.submissionType === 'file' ? null : text, stored);
    const [created] = await db
      .insert(submissions)
      .values({
        assignmentId: row.id,
        studentId,
        text: row.submissionType === 'file' ? null : text,
        file: stored,
        submissionDate: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw badRequest(messages.submissionExists);
    if (file && !stored) await removeStored(uploadDir, 'submissions', file.name);
    saved = created;
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  return { message: messages.submissionSubmitted, submission: await withFileName(db, saved) };
}

async function ownSubmission(db: Db, studentId: string, submissionId: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId)).limit(1);
  if (!row) throw notFound(messages.submissionNotFound);
  if (row.studentId !== studentId) throw forbidden();
  if (row.status === 'graded') throw badRequest(messages.submissionGraded);
  return row;
}

/** PUT assignmentsubmission/{id}: new text replaces the old; a new file replaces (and deletes) the old. */
export async function editSubmission(db: Db, uploadDir: string, studentId: string, req: FastifyRequest, now: Date) {
  const { form, fields, file } = await readSubmissionForm(req, uploadDir);
  let oldFile: string | null = null;
  let updated: SubmissionRow;
  try {
    if (!fields.submission_id) throw badRequest(messages.submissionNotFound);
    const current = await ownSubmission(db, studentId, fields.submission_id);
    if (current.assignmentId !== fields.assignment_id) throw badRequest(messages.invalidData);
    const row = await openFor(db, studentId, current.assignmentId, now);
    const text = row.submissionType === 'file' ? null : fields.text === undefined ? current.text : fields.text.trim() || null;
    const nextFile = row.submissionType === 'text' ? null : (file?.name ?? current.file);
    checkContent(row.submissionType, text, nextFile);
    if (file && nextFile === file.name && current.file) oldFile = current.file;
    [updated] = await db
      .update(submissions)
      .set({ text, file: nextFile, submissionDate: now, updatedAt: now })
      .where(and(eq(submissions.id, current.id), eq(submissions.status, 'submitted')))
      .returning();
    if (!updated) throw badRequest(messages.submissionGraded);
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  if (oldFile) await removeStored(uploadDir, 'submissions', oldFile);
  if (file && updated.file !== file.name) await removeStored(uploadDir, 'submissions', file.name);
  return { message: messages.updated, submission: await withFileName(db, updated) };
}

/** DELETE assignmentsubmission/{id}/{submission_id}: before the due date, while not graded. */
export async function deleteSubmission(db: Db, uploadDir: string, studentId: string, submissionId: string, now: Date) {
  const current = await ownSubmission(db, studentId, submissionId);
  await openFor(db, studentId, current.assignmentId, now);
  await db.delete(submissions).where(and(eq(submissions.id, current.id), eq(submissions.status, 'submitted')));
  await removeStored(uploadDir, 'submissions', current.file);
  return { message: messages.deleted };
}

/**
 * GET submittedassignment_by_student/{teacher}/{assignment}/{student}/{section}/{course}: the
 * submission, the linked slot's most and the student's grade report to save into.
 */
export async function submissionDetail(db: Db, assignmentId: string, studentId: string, sectionId: string, courseId: string) {
  const row = await findAssignment(db, assignmentId);
  if (row.sectionId !== sectionId || row.courseId !== courseId) throw notFound(messages.assignmentNotFound);
  const student = (await sectionRoster(db, sectionId)).find((s) => s._id === studentId);
  if (!student) throw notFound(messages.attendanceStudentNotInSection);
  const ts = await teacherSectionOf(db, sectionId, courseId);
  if (!ts) throw notFound();
  const [sub] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.studentId, studentId)))
    .limit(1);
  const [report] = await db
    .select()
    .from(studentGrades)
    .where(
      and(
        eq(studentGrades.studentId, studentId),
        eq(studentGrades.sectionId, sectionId),
        eq(studentGrades.courseId, courseId),
        eq(studentGrades.academicPeriodId, row.academicPeriodId),
      ),
    )
    .limit(1);
  const teachExam = [report?.teachExam1 ?? null, report?.teachExam2 ?? null, report?.teachExam3 ?? null];
  const slots = {
    finalExam: report?.finalExam ?? null,
    midExam: report?.midExam ?? null,
    teachExam1: teachExam[0],
    teachExam2: teachExam[1],
    teachExam3: teachExam[2],
  };
  return {
    assignment: await loadAssignment(db, assignmentId),
    student_id: studentDto(student),
    submission: sub ? await withFileName(db, sub) : null,
    gradescalevalue: linkedMax(await loadGradeScale(db), row.linkType),
    exam: row.linkType && row.linkType !== 'none' ? slots[row.linkType] : null,
    finalExam: slots.finalExam,
    midExam: slots.midExam,
    teachExam,
    reportid: report?.id ?? null,
    teacherInSection_id: ts.id,
    superseded: await supersededAssignmentGrade(db, assignmentId, report),
  };
}
