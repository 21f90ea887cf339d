import { asc, count, eq } from 'drizzle-orm';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { questionnaireAnswerFieldsSchema, type QuestionnaireFileType } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { isApplicant } from '../../auth/policy-engine';
import { isQuestionnaireReceiver } from '../../auth/access/admissions';
import { entranceExamLinks, exams, questionnaires, teachers, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { forgetStored, issuesText, readForm, removeStored } from '../../files/upload';
import type { AppConfig } from '../../config';
import { assertApplicantQuota } from './applicationFiles';
import { fill } from '../../lib/text';
import { examColumns, toEntranceExam } from './review';
import { findPerson } from '../../auth/access/people';

// ─── Applicant onboarding: assigned entrance exams, questionnaire answers (spec 001 §2, §5, §7) ──

/**
 * GET examsforenterance/{student}/{page}/{limit}: the entrance exams assigned to the applicant,
 * soonest first (params ours, docs/decisions/0025-teaching-and-learning-issue-8-paths-rules-and-screens-the.md).
 */
export async function assignedEntranceExams(db: Db, key: string, page: number, limit: number) {
  const person = await findPerson(db, key);
  if (!person.studentId) throw notFound();
  const where = eq(entranceExamLinks.studentId, person.studentId);
  const [{ n }] = await db.select({ n: count() }).from(entranceExamLinks).where(where);
  const rows = await db
    .select({ link: entranceExamLinks, ...examColumns })
    .from(entranceExamLinks)
    .innerJoin(exams, eq(exams.id, entranceExamLinks.examId))
    .leftJoin(teachers, eq(teachers.id, exams.teacherId))
    .leftJoin(users, eq(users.id, teachers.userId))
    .where(where)
    .orderBy(asc(exams.startTime), asc(exams.title))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    links: rows.map(({ link, ...exam }) => ({
      _id: link.id,
      student_id: link.studentId,
      grade_name: link.gradeName,
      exam_id: toEntranceExam(exam),
    })),
    totalItems: Number(n),
    totalPages: Math.ceil(Number(n) / limit),
  };
}

/** Extensions each questionnaire file type accepts (the upload's detected type, not its name). */
const EXTENSIONS: Record<Exclude<QuestionnaireFileType, 'all'>, string[]> = {
  pdf: ['.pdf'],
  word: ['.doc', '.docx'],
  image: ['.jpg', '.png', '.gif', '.webp'],
};
export const fileTypeMatches = (fileType: QuestionnaireFileType, storedName: string) =>
  fileType === 'all' || EXTENSIONS[fileType].includes(path.extname(storedName).toLowerCase());

/**
 * POST createanswerforquestionnaire (multipart: questionnaire_id, student_id, answer or
 * new_student_file): the receiver answers (again, to change it); 201.
 */
export async function answerQuestionnaire(
  db: Db,
  uploadDir: string,
  auth: AuthUser,
  req: FastifyRequest,
  now: Date,
  quotaConfig: AppConfig = { applications: {} } as AppConfig,
) {
  const form = await readForm(req, uploadDir, { new_student_file: { folder: 'questionniare', kind: 'document', max: 1 } });
  const file = form.files.new_student_file?.[0];
  let old: string | null = null;
  try {
    const parsed = questionnaireAnswerFieldsSchema.safeParse(form.fields);
    if (!parsed.success) throw badRequest(issuesText(parsed.error.issues).join(', '));
    if (form.errors.length) throw badRequest(form.errors.join(', '));
    const [q] = await db.select().from(questionnaires).where(eq(questionnaires.id, parsed.data.questionnaire_id)).limit(1);
    if (!q) throw notFound(messages.questionnaireNotFound);
    if (!isQuestionnaireReceiver(auth, q)) throw forbidden(messages.questionnaireNotYours);
    let answer: string;
    if (q.type === 'text') {
      answer = parsed.data.answer?.trim() ?? '';
      if (!answer) throw badRequest(messages.questionnaireAnswerRequired);
    } else {
      if (!file) throw badRequest(messages.questionnaireFileRequired);
      if (!fileTypeMatches(q.fileType, file.name)) throw badRequest(fill(messages.invalidFileType, { type: q.fileType }));
      answer = file.name;
      if (q.answer) old = q.answer;
    }
    // An applicant's files count against the application's total (register/applications.ts).
    if (file && isApplicant(auth)) await assertApplicantQuota(db, quotaConfig, auth.userId);
    await db.update(questionnaires).set({ answer, answeredAt: now, updatedAt: now }).where(eq(questionnaires.id, q.id));
    if (q.type === 'text' && file) {
      await removeStored(uploadDir, 'questionniare', file.name);
      await forgetStored(db, [file]);
    }
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  if (old) {
    await removeStored(uploadDir, 'questionniare', old);
    await forgetStored(db, [{ folder: 'questionniare', name: old }]);
  }
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, form.fields.questionnaire_id)).limit(1);
  return {
    message: messages.questionnaireAnswered,
    questionnaire: {
      _id: row.id,
      question: row.question,
      type: row.type,
      fileType: row.fileType,
      owner_id: row.ownerId,
      receiver_id: row.receiverId,
      answer_id: row.answer === null ? null : { answer: row.answer },
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
    },
  };
}
