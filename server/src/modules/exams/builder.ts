import { and, asc, count, desc, eq, ilike, inArray, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  figureFieldsSchema,
  figureNumbersNamedIn,
  type PageQuery,
  type ExamCodeRequest,
  type ExamLinkRequest,
  type TeacherExam,
} from '@school/api/schemas';
import { messages } from '../../i18n';
import type { z } from 'zod';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { examCodes, examFigures, examQuestionFigures, examQuestions, examSections, exams } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { issuesText, readForm, removeStored } from '../../files/upload';
import { fill, likePattern } from '../../lib/text';
import { caseless, orderOf } from '../../http/sorting';
import { callerTeacherId } from '../teaching/common';
import { examSummaries, figureLinksOf, figuresOf, findExam, questionsOf, questionsWithKeys, takerCount } from './dto';
import { forgetExamQuestions } from './questionCache';
import type { examRequestSchema, questionRequestSchema } from '@school/api/schemas';
import { claimGradeSlot, replacedMessage } from '../grades/slotSources';
import { isUniqueViolation, pgErrorOf } from '../../http/db-errors';

// ─── The teacher's exam builder (spec 001 §2, §4, §5, §7) ────────────────────────────────────
// Once anybody has started an exam, what they were shown must not change: details, questions and
// figures are locked and the exam cannot be deleted (its attempts are records).

type ExamBody = z.output<typeof examRequestSchema>;
type QuestionBody = z.output<typeof questionRequestSchema>;

/** The exam with its questions (keys included), figures and whether it has a code. */
export async function teacherExam(db: Db, examId: string): Promise<TeacherExam> {
  const exam = await findExam(db, examId);
  const [[summary], questions, figures, links, code] = await Promise.all([
    examSummaries(db, [exam]),
    questionsOf(db, examId),
    figuresOf(db, examId),
    figureLinksOf(db, examId),
    db.select({ id: examCodes.id }).from(examCodes).where(eq(examCodes.examId, examId)).limit(1),
  ]);
  return { ...summary, questions: questionsWithKeys(questions, links), figures, hasCode: code.length > 0 };
}

/**
 * GET exams/{_id}?page&limit&searchTerm&sortBy&sortDir: the caller's exams, newest start first, a
 * page at a time like the other lists (issue 34: 535 exams were 327 KB a call); `limit=all` reads
 * every one. The title is searched; title, start, end and duration sort.
 */
export async function listTeacherExams(db: Db, auth: AuthUser, q: PageQuery = { limit: 'all' }) {
  const teacherId = await callerTeacherId(db, auth);
  const term = q.searchTerm?.trim();
  const where = and(eq(exams.teacherId, teacherId), term ? ilike(exams.title, likePattern(term)) : undefined);
  const order = orderOf(
    q,
    { title: caseless(exams.title), start_time: exams.startTime, end_time: exams.endTime, duration: exams.duration },
    [desc(exams.startTime), asc(exams.id)],
  );
  const limit = q.limit === 'all' || q.limit === undefined ? null : q.limit;
  const page = q.page ?? 1;
  const query = db
    .select()
    .from(exams)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const [rows, [{ n }]] = await Promise.all([
    limit === null ? query : query.limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(exams).where(where),
  ]);
  const totalItems = Number(n);
  return {
    exams: await examSummaries(db, rows),
    totalItems,
    totalPages: Math.ceil(totalItems / (limit ?? Math.max(totalItems, 1))),
  };
}

const values = (b: ExamBody) => ({
  title: b.title,
  description: b.description,
  startTime: new Date(b.start_time),
  endTime: new Date(b.end_time),
  duration: b.duration,
  totalMarks: b.total_marks,
  caution: b.caution,
  canBeUsedAsMock: b.can_be_used_as_mock,
  isEntrance: b.is_entrance,
  gradeName: b.is_entrance ? (b.grade_name ?? null) : null,
  terminationLevel: b.termination_level,
});

async function writeSections(db: Db, examId: string, b: ExamBody) {
  await db.delete(examSections).where(eq(examSections.examId, examId));
  if (b.is_entrance) return;
  const unique = [...new Map(b.sectioninfo.map((s) => [`${s.section_id}|${s.course_id}`, s])).values()];
  await db.insert(examSections).values(unique.map((s) => ({ examId, sectionId: s.section_id, courseId: s.course_id })));
}

/** POST exam: 201 with exam_id. */
export async function createExam(db: Db, auth: AuthUser, b: ExamBody) {
  const teacherId = await callerTeacherId(db, auth);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exams)
      .values({ ...values(b), teacherId })
      .returning({ id: exams.id });
    await writeSections(tx as unknown as Db, row.id, b);
    return row.id;
  });
  return { message: messages.examCreated, exam_id: id, exam: await teacherExam(db, id) };
}

/** Refuses a change to an exam somebody has started. */
async function refuseWhenTaken(db: Db, examId: string, text: string = messages.examHasTakers) {
  const n = await takerCount(db, examId);
  if (n > 0) throw badRequest(fill(text, { count: n }));
}

/** PUT exam/{exam_id}. */
export async function updateExam(db: Db, examId: string, b: ExamBody) {
  const exam = await findExam(db, examId);
  await refuseWhenTaken(db, examId);
  await db.transaction(async (tx) => {
    const linkType = b.is_entrance || b.can_be_used_as_mock ? 'none' : exam.linkType;
    await tx
      .update(exams)
      .set({ ...values(b), linkType, updatedAt: new Date() })
      .where(eq(exams.id, examId));
    await writeSections(tx as unknown as Db, examId, b);
    await claimGradeSlot(tx as unknown as Db, { kind: 'exam', id: examId }, linkType); // issue 18: one source per grade slot
  });
  return { message: messages.examUpdated, exam_id: examId, exam: await teacherExam(db, examId) };
}

/** DELETE exam/{id}/{exam_id}: refused once taken; removes the figures' files. */
export async function deleteExam(db: Db, uploadDir: string, examId: string) {
  await findExam(db, examId);
  await refuseWhenTaken(db, examId, messages.examHasTakersDelete);
  const figures = await figuresOf(db, examId);
  await db.delete(exams).where(eq(exams.id, examId));
  forgetExamQuestions(examId);
  for (const f of figures) await removeStored(uploadDir, 'examFigures', f.image);
  return { message: messages.examDeleted };
}

// ─── Questions ───────────────────────────────────────────────────────────────

const questionValues = (q: QuestionBody) => ({
  text: q.text,
  type: q.type,
  options: q.type === 'multiple-choice' ? q.options : q.type === 'true-false' ? ['True', 'False'] : [],
  correctAnswer: q.correctAnswer,
});

/**
 * The figures a question is to use (decision 275): its figure_ids, each a figure of this exam
 * (otherwise 400, nothing written); without them, on a new question, the figures its text names
 * (the spec's clients write 'Figure 2'); on an edit, null: the links stay as they are.
 */
async function chosenFigures(db: Db, examId: string, q: QuestionBody, adding: boolean): Promise<string[] | null> {
  if (q.figure_ids) {
    const wanted = [...new Set(q.figure_ids)];
    if (wanted.length === 0) return [];
    const found = await db
      .select({ id: examFigures.id })
      .from(examFigures)
      .where(and(eq(examFigures.examId, examId), inArray(examFigures.id, wanted)));
    if (found.length !== wanted.length) {
      // A figure that is no exam's any more was deleted since the builder read the exam.
      const known = new Set(found.map((f) => f.id));
      const missing = wanted.filter((id) => !known.has(id));
      const elsewhere = await db.select({ id: examFigures.id }).from(examFigures).where(inArray(examFigures.id, missing)).limit(1);
      throw elsewhere.length ? badRequest(messages.examFigureNotInExam) : conflict(messages.examFigureGone);
    }
    return wanted;
  }
  if (!adding) return null;
  const numbers = figureNumbersNamedIn(q.text);
  if (numbers.length === 0) return [];
  const named = await db
    .select({ id: examFigures.id })
    .from(examFigures)
    .where(and(eq(examFigures.examId, examId), inArray(examFigures.figureNumber, numbers)));
  return named.map((f) => f.id);
}

async function writeFigureLinks(db: Db, examId: string, questionId: string, figureIds: string[] | null) {
  if (figureIds === null) return;
  await db.delete(examQuestionFigures).where(eq(examQuestionFigures.questionId, questionId));
  if (figureIds.length) await db.insert(examQuestionFigures).values(figureIds.map((figureId) => ({ examId, questionId, figureId })));
}

/**
 * A figure deleted between chosenFigures' check and the link's insert (another tab of the builder)
 * breaks the link's foreign key: the teacher is told so (the transaction rolled back, nothing
 * written), not the general conflict text. Any other failure goes on as it was.
 */
function figureGoneMeanwhile(err: unknown): never {
  const pg = pgErrorOf(err);
  if (pg?.code === '23503' && pg.constraint === 'exam_question_figures_figure_fk') throw conflict(messages.examFigureGone);
  throw err;
}

/** POST question/{exam_id}: 201. */
export async function addQuestion(db: Db, examId: string, q: QuestionBody) {
  await findExam(db, examId);
  await refuseWhenTaken(db, examId);
  const figureIds = await chosenFigures(db, examId, q, true);
  await db
    .transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [{ last }] = await t
        .select({ last: max(examQuestions.position) })
        .from(examQuestions)
        .where(eq(examQuestions.examId, examId));
      const [row] = await t
        .insert(examQuestions)
        .values({ examId, position: (last ?? 0) + 1, ...questionValues(q) })
        .returning({ id: examQuestions.id });
      await writeFigureLinks(t, examId, row.id, figureIds);
    })
    .catch(figureGoneMeanwhile);
  forgetExamQuestions(examId);
  return { message: messages.examQuestionSaved, exam: await teacherExam(db, examId) };
}

/** PUT question/{exam_id} with question_id. */
export async function editQuestion(db: Db, examId: string, q: QuestionBody) {
  await refuseWhenTaken(db, examId);
  const questionId = q.question_id;
  if (!questionId) throw notFound(messages.examQuestionNotFound);
  const figureIds = await chosenFigures(db, examId, q, false);
  await db
    .transaction(async (tx) => {
      const t = tx as unknown as Db;
      const updated = await t
        .update(examQuestions)
        .set(questionValues(q))
        .where(and(eq(examQuestions.id, questionId), eq(examQuestions.examId, examId)))
        .returning({ id: examQuestions.id });
      if (updated.length === 0) throw notFound(messages.examQuestionNotFound);
      await writeFigureLinks(t, examId, questionId, figureIds);
    })
    .catch(figureGoneMeanwhile);
  forgetExamQuestions(examId);
  return { message: messages.examQuestionSaved, exam: await teacherExam(db, examId) };
}

/** DELETE question/{id}/{exam_id}/{question_id}. */
export async function deleteQuestion(db: Db, examId: string, questionId: string) {
  await refuseWhenTaken(db, examId);
  const deleted = await db
    .delete(examQuestions)
    .where(and(eq(examQuestions.id, questionId), eq(examQuestions.examId, examId)))
    .returning({ id: examQuestions.id });
  if (deleted.length === 0) throw notFound(messages.examQuestionNotFound);
  forgetExamQuestions(examId);
  return { message: messages.examQuestionDeleted, exam: await teacherExam(db, examId) };
}

// ─── Figures (multipart: image, figureNumber, description, exam_id) ─────────────────────────

/** POST examfig/{id}/{exam_id} (201) and PUT examfig/{id}/{exam_id}/{figure_id} (the image optional on PUT). */
export async function saveFigure(db: Db, uploadDir: string, examId: string, req: FastifyRequest, figureId?: string) {
  const form = await readForm(req, uploadDir, { image: { folder: 'examFigures', kind: 'image', max: 1 } });
  const image = form.files.image?.[0];
  let old: string | null = null;
  try {
    await findExam(db, examId);
    await refuseWhenTaken(db, examId);
    const parsed = figureFieldsSchema.safeParse(form.fields);
    if (!parsed.success) throw badRequest(issuesText(parsed.error.issues).join(', '));
    if (form.errors.length) throw badRequest(form.errors.join(', '));
    const fields = { figureNumber: parsed.data.figureNumber, description: parsed.data.description };
    try {
      if (figureId) {
        const [current] = await db
          .select()
          .from(examFigures)
          .where(and(eq(examFigures.id, figureId), eq(examFigures.examId, examId)))
          .limit(1);
        if (!current) throw notFound(messages.examFigureNotFound);
        await db
          .update(examFigures)
          .set({ ...fields, ...(image ? { image: image.name } : {}) })
          .where(eq(examFigures.id, figureId));
        if (image) old = current.image;
      } else {
        if (!image) throw badRequest(messages.examFigureImageRequired);
        const [created] = await db
          .insert(examFigures)
          .values({ examId, ...fields, image: image.name })
          .returning({ id: examFigures.id });
        await linkQuestionsNaming(db, examId, created.id, fields.figureNumber);
      }
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(fill(messages.examFigureNumberTaken, { number: fields.figureNumber }));
      throw err;
    }
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  forgetExamQuestions(examId);
  if (old) await removeStored(uploadDir, 'examFigures', old);
  return { message: messages.examFigureSaved, exam: await teacherExam(db, examId) };
}

/**
 * A new figure is linked to the questions written before it whose text names it ('Figure 2', the
 * rule a question added without `figure_ids` follows): a teacher may write the questions first
 * and upload the drawings after, as the spec's builder lets them (decision 275).
 */
async function linkQuestionsNaming(db: Db, examId: string, figureId: string, figureNumber: number) {
  const questions = await db
    .select({ id: examQuestions.id, text: examQuestions.text })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId));
  const naming = questions.filter((q) => figureNumbersNamedIn(q.text).includes(figureNumber));
  if (naming.length)
    await db
      .insert(examQuestionFigures)
      .values(naming.map((q) => ({ examId, questionId: q.id, figureId })))
      .onConflictDoNothing();
}

/** DELETE examfig/{id}/{exam_id}/{figure_id}. */
export async function deleteFigure(db: Db, uploadDir: string, examId: string, figureId: string) {
  await refuseWhenTaken(db, examId);
  const [row] = await db
    .delete(examFigures)
    .where(and(eq(examFigures.id, figureId), eq(examFigures.examId, examId)))
    .returning({ image: examFigures.image });
  if (!row) throw notFound(messages.examFigureNotFound);
  forgetExamQuestions(examId); // its links went with it
  await removeStored(uploadDir, 'examFigures', row.image);
  return { message: messages.examFigureDeleted, exam: await teacherExam(db, examId) };
}

// ─── Exam code and link ──────────────────────────────────────────────────────

const codeDto = (c: typeof examCodes.$inferSelect) => ({ _id: c.id, code: c.code, exam_id: c.examId });

export async function readCode(db: Db, examId: string) {
  await findExam(db, examId);
  const [row] = await db.select().from(examCodes).where(eq(examCodes.examId, examId)).limit(1);
  return { code: row ? codeDto(row) : null };
}

/** POST examcode: the first code (201); a second is refused (regenerate with PUT). */
export async function createCode(db: Db, b: ExamCodeRequest) {
  await findExam(db, b.exam_id);
  try {
    const [row] = await db.insert(examCodes).values({ examId: b.exam_id, code: b.exam_code }).returning();
    return { message: messages.examCodeSaved, code: codeDto(row) };
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(messages.examCodeExists);
    throw err;
  }
}

/** PUT examcode/{code_id}: regenerate. */
export async function updateCode(db: Db, codeId: string, b: ExamCodeRequest) {
  const [row] = await db
    .update(examCodes)
    .set({ code: b.exam_code, createdAt: new Date() })
    .where(and(eq(examCodes.id, codeId), eq(examCodes.examId, b.exam_id)))
    .returning();
  if (!row) throw notFound(messages.examCodeNotFound);
  return { message: messages.examCodeSaved, code: codeDto(row) };
}

/** DELETE examcode/{exam_id}. */
export async function deleteCode(db: Db, examId: string) {
  const deleted = await db.delete(examCodes).where(eq(examCodes.examId, examId)).returning({ id: examCodes.id });
  if (deleted.length === 0) throw notFound(messages.examCodeNotFound);
  return { message: messages.examCodeDeleted };
}

/** POST examlink {exam_id, examType}: 200. Mock and entrance exams stay unlinked. */
export async function linkExam(db: Db, b: ExamLinkRequest) {
  const exam = await findExam(db, b.exam_id);
  if (b.examType !== 'none' && exam.canBeUsedAsMock) throw badRequest(messages.examLinkMock);
  if (b.examType !== 'none' && exam.isEntrance) throw badRequest(messages.examLinkEntrance);
  const replaced = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const claim = await claimGradeSlot(t, { kind: 'exam', id: exam.id }, b.examType, { replace: b.replace }); // issue 18
    await t.update(exams).set({ linkType: b.examType, updatedAt: new Date() }).where(eq(exams.id, exam.id));
    return b.examType === 'none' ? null : await replacedMessage(t, { kind: 'exam', id: exam.id }, b.examType, claim.replaced);
  });
  return { message: replaced ?? messages.examLinkSaved, exam_id: exam.id, exam: await teacherExam(db, exam.id) };
}
