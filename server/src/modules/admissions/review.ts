import { and, asc, eq } from 'drizzle-orm';
import {
  type CreateEntranceLinkRequest,
  type EntranceExam,
  type EntranceExamLink,
  type Questionnaire,
  type UpdateQuestionnaireRequest,
} from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { entranceExamLinks, examAttempts, exams, questionnaires, roles, storedFiles, students, teachers, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { removeStored } from '../../files/upload';
import { findStudent, loadStudentRecord } from '../students/records';
import { isUniqueViolation } from '../../http/db-errors';

// ─── Approval ───────────────────────────────────────────────────────────────

/** POST approve {_id}: the record and the account become approved; a second approve is a 400. */
export async function approveApplicant(db: Db, key: string) {
  const found = await findStudent(db, key);
  if (found.student.approved && found.user.approved) throw badRequest(messages.alreadyApproved);
  await db.transaction(async (tx) => {
    await tx.update(students).set({ approved: true }).where(eq(students.id, found.student.id));
    await tx.update(users).set({ approved: true }).where(eq(users.id, found.user.id));
  });
  return { message: messages.approvedText, student: await loadStudentRecord(db, found.student.id) };
}

// ─── Entrance exams ─────────────────────────────────────────────────────────

export const examColumns = { exam: exams, teacherId: teachers.id, teacherName: users.fullName };
type ExamJoin = { exam: typeof exams.$inferSelect; teacherId: string | null; teacherName: string | null };
export const toEntranceExam = ({ exam: e, teacherId, teacherName }: ExamJoin): EntranceExam => ({
  _id: e.id,
  title: e.title,
  description: e.description,
  start_time: e.startTime.toISOString(),
  end_time: e.endTime.toISOString(),
  duration: e.duration,
  total_marks: e.totalMarks,
  caution: e.caution,
  grade_name: e.gradeName,
  teacher_id: teacherId ? { _id: teacherId, fullName: teacherName ?? '' } : null,
});

/** GET examsforentrance: the entrance exams, soonest first. */
export async function listEntranceExams(db: Db) {
  const rows = await db
    .select(examColumns)
    .from(exams)
    .leftJoin(teachers, eq(teachers.id, exams.teacherId))
    .leftJoin(users, eq(users.id, teachers.userId))
    .where(eq(exams.isEntrance, true))
    .orderBy(asc(exams.startTime), asc(exams.title));
  return { exams: rows.map(toEntranceExam) };
}

async function linksWhere(db: Db, where: ReturnType<typeof eq>): Promise<EntranceExamLink[]> {
  const rows = await db
    .select({ link: entranceExamLinks, ...examColumns, attemptId: examAttempts.id })
    .from(entranceExamLinks)
    .innerJoin(exams, eq(exams.id, entranceExamLinks.examId))
    .leftJoin(teachers, eq(teachers.id, exams.teacherId))
    .leftJoin(users, eq(users.id, teachers.userId))
    .leftJoin(examAttempts, and(eq(examAttempts.examId, entranceExamLinks.examId), eq(examAttempts.studentId, entranceExamLinks.studentId)))
    .where(where)
    .orderBy(asc(exams.startTime));
  return rows.map((r) => ({
    _id: r.link.id,
    student_id: r.link.studentId,
    grade_name: r.link.gradeName,
    exam_id: toEntranceExam(r),
    taken: r.attemptId !== null,
  }));
}

/** GET getenterancelinks/{student}: the exams assigned to an applicant. */
export async function listEntranceLinks(db: Db, key: string) {
  const found = await findStudent(db, key);
  return { links: await linksWhere(db, eq(entranceExamLinks.studentId, found.student.id)) };
}

/** POST createenterancelink: an entrance exam, once per applicant. */
export async function createEntranceLink(db: Db, body: CreateEntranceLinkRequest) {
  const found = await findStudent(db, body.student_id);
  if (found.student.approved) throw badRequest(messages.alreadyApproved);
  const [exam] = await db.select().from(exams).where(eq(exams.id, body.exam_id)).limit(1);
  if (!exam) throw notFound(messages.examNotFound);
  if (!exam.isEntrance) throw badRequest(messages.notEntranceExam);
  let id: string;
  try {
    [{ id }] = await db
      .insert(entranceExamLinks)
      .values({ studentId: found.student.id, examId: exam.id, gradeName: body.grade_name })
      .returning({ id: entranceExamLinks.id });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(messages.examAlreadyAssigned);
    throw err;
  }
  const [link] = await linksWhere(db, eq(entranceExamLinks.id, id));
  return { message: messages.added, link };
}

/** DELETE deleteEnteranceExamLink/{id}. */
export async function deleteEntranceLink(db: Db, id: string) {
  const deleted = await db.delete(entranceExamLinks).where(eq(entranceExamLinks.id, id)).returning({ id: entranceExamLinks.id });
  if (!deleted.length) throw notFound(messages.linkNotFound);
  return { message: messages.deleted };
}

// ─── Questionnaires ─────────────────────────────────────────────────────────

type QuestionnaireRow = typeof questionnaires.$inferSelect;
const toQuestionnaire = (q: QuestionnaireRow, fileName?: string | null): Questionnaire => ({
  _id: q.id,
  question: q.question,
  type: q.type,
  fileType: q.fileType,
  owner_id: q.ownerId,
  receiver_id: q.receiverId,
  answer_id: q.answer === null ? null : { answer: q.answer, ...(fileName ? { name: fileName } : {}) },
  createdAt: q.createdAt.getTime(),
  updatedAt: q.updatedAt.getTime(),
});

/** The user _id of a student account (questionnaires go to students only). */
async function studentUserId(db: Db, key: string): Promise<string> {
  const found = await findStudent(db, key).catch(() => null);
  if (!found) throw badRequest(messages.receiverNotApplicant);
  const [role] = await db.select({ name: roles.kind }).from(roles).where(eq(roles.id, found.user.roleId)).limit(1);
  if (role?.name !== 'student') throw badRequest(messages.receiverNotApplicant);
  return found.user.id;
}

/** GET getquestionaires/{receiver}: oldest first, as the applicant answers them. */
export async function listQuestionnaires(db: Db, key: string) {
  const receiverId = await studentUserId(db, key);
  // A file answer is shown by the name it had on the applicant's computer (stored_files), never the stored random name.
  const rows = await db
    .select({ q: questionnaires, fileName: storedFiles.originalName })
    .from(questionnaires)
    .leftJoin(
      storedFiles,
      and(eq(questionnaires.type, 'file'), eq(storedFiles.kind, 'questionniare'), eq(storedFiles.storedName, questionnaires.answer)),
    )
    .where(eq(questionnaires.receiverId, receiverId))
    .orderBy(asc(questionnaires.createdAt), asc(questionnaires.id));
  return { questionnaires: rows.map((r) => toQuestionnaire(r.q, r.fileName)) };
}

export async function createQuestionnaire(
  db: Db,
  ownerId: string,
  body: { question: string; type: 'text' | 'file'; fileType: Questionnaire['fileType']; receiver_id: string },
  now: Date,
) {
  const receiverId = await studentUserId(db, body.receiver_id);
  const [row] = await db
    .insert(questionnaires)
    .values({
      question: body.question,
      type: body.type,
      fileType: body.type === 'text' ? 'all' : body.fileType,
      ownerId,
      receiverId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { message: messages.added, questionnaire: toQuestionnaire(row) };
}

export async function updateQuestionnaire(db: Db, id: string, body: Required<UpdateQuestionnaireRequest>, now: Date) {
  const [row] = await db
    .update(questionnaires)
    .set({ question: body.question, type: body.type, fileType: body.type === 'text' ? 'all' : body.fileType, updatedAt: now })
    .where(eq(questionnaires.id, id))
    .returning();
  if (!row) throw notFound(messages.questionnaireNotFound);
  return { message: messages.updated, questionnaire: toQuestionnaire(row) };
}

/** DELETE deletequestionaire/{id}: a file answer leaves the disk too. */
export async function deleteQuestionnaire(db: Db, uploadDir: string, id: string) {
  const [row] = await db
    .delete(questionnaires)
    .where(and(eq(questionnaires.id, id)))
    .returning();
  if (!row) throw notFound(messages.questionnaireNotFound);
  if (row.type === 'file' && row.answer) await removeStored(uploadDir, 'questionniare', row.answer);
  return { message: messages.deleted };
}
