import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announceResponseSchema,
  examCodeRequestSchema,
  examCodeResponseSchema,
  examLinkRequestSchema,
  examRequestSchema,
  examResultResponseSchema,
  examTakersSchema,
  messageBodySchema,
  pageQuerySchema,
  questionRequestSchema,
  savedExamCodeSchema,
  savedExamSchema,
  teacherExamListSchema,
  teacherExamResponseSchema,
  type ExamCodeRequest,
  type ExamLinkRequest,
  type ExamRequest,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { isSelf, mayReadExamResults, ownsExam, policies, teachesSection } from '../../auth/policies';
import {
  addQuestion,
  createCode,
  createExam,
  deleteCode,
  deleteExam,
  deleteFigure,
  deleteQuestion,
  editQuestion,
  linkExam,
  listTeacherExams,
  readCode,
  saveFigure,
  teacherExam,
  updateCode,
  updateExam,
} from './builder';
import { announceResult, examTakers, teacherResult } from './results';
import { announceBlocker } from './announceRule';
import { findExam } from './dto';
import { idParam as id } from '../../http/params';
import { audits, examOf, studentParam } from '../audit/declare';

const p = (req: FastifyRequest) => req.params as Record<string, string>;
const examWith = z.object({ exam: teacherExamResponseSchema.shape.exam, message: z.string() });

/** The teacher's side of spec 001 §7 Exams: builder, code, link, takers, results, announcement. */
export async function examTeacherRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const t = policies.teacher;

  // ─── Policies ──────────────────────────────────────────────────────────────
  /** Every section and course of the body is one the caller teaches. */
  const teachesEverySection = async (req: FastifyRequest) => {
    const b = req.body as ExamRequest;
    if (b.is_entrance) return true;
    for (const s of b.sectioninfo ?? [])
      if (!(await teachesSection(db, req.auth!, { sectionId: s.section_id, courseId: s.course_id }))) return false;
    return true;
  };
  /** The exam named by a param (and, with `self`, the caller named first in the path). */
  const ownerOf = (key: string, self?: string) =>
    t.with(
      'teacher of the exam',
      async (req, { db }) => (!self || (await isSelf(db, req.auth!, p(req)[self]))) && ownsExam(db, req.auth!, p(req)[key]),
    );
  const ownerOfBody = t.with('teacher of the exam', (req, { db }) => ownsExam(db, req.auth!, (req.body as { exam_id: string }).exam_id));
  const resultsReader = (self: string) =>
    policies.teacherOrAdmin.with('admin or the teacher of the exam', async (req, { db }) => {
      return (await isSelf(db, req.auth!, p(req)[self])) && mayReadExamResults(db, req.auth!, p(req).exam_id);
    });

  // ─── Exams ─────────────────────────────────────────────────────────────────
  r.get(
    '/exams/:_id',
    {
      config: { policy: t.with('own exams', (req, { db }) => isSelf(db, req.auth!, p(req)._id)) },
      schema: { params: z.object({ _id: id }), querystring: pageQuerySchema, response: { 200: teacherExamListSchema } },
    },
    async (req) => listTeacherExams(db, req.auth!, req.query),
  );
  r.get(
    '/exam/:_id/:exam_id',
    {
      config: { policy: ownerOf('exam_id', '_id') },
      schema: { params: z.object({ _id: id, exam_id: id }), response: { 200: teacherExamResponseSchema } },
    },
    async (req) => {
      const exam = await teacherExam(db, req.params.exam_id);
      const row = await findExam(db, req.params.exam_id);
      return { exam: { ...exam, announceBlocker: await announceBlocker(db, row, config.now(), config.schoolTimeZone) } };
    },
  );
  for (const path of ['/exam', '/exam/']) {
    r.post(
      path,
      {
        config: { policy: t.with('teacher of every section and course', teachesEverySection) },
        schema: { body: examRequestSchema, response: { 201: savedExamSchema } },
      },
      async (req, reply) => reply.status(201).send(await createExam(db, req.auth!, req.body)),
    );
  }
  r.put(
    '/exam/:exam_id',
    {
      config: {
        policy: t.with(
          'teacher of the exam and of every section',
          async (req, { db }) => (await ownsExam(db, req.auth!, p(req).exam_id)) && teachesEverySection(req),
        ),
      },
      schema: { params: z.object({ exam_id: id }), body: examRequestSchema, response: { 200: savedExamSchema } },
    },
    async (req) => updateExam(db, req.params.exam_id, req.body),
  );
  r.delete(
    '/exam/:id/:exam_id',
    {
      config: { policy: ownerOf('exam_id', 'id') },
      schema: { params: z.object({ id, exam_id: id }), response: { 200: messageBodySchema } },
    },
    async (req) => deleteExam(db, config.uploadDir, req.params.exam_id),
  );

  // ─── Questions ─────────────────────────────────────────────────────────────
  r.post(
    '/question/:exam_id',
    {
      config: { policy: ownerOf('exam_id') },
      schema: { params: z.object({ exam_id: id }), body: questionRequestSchema, response: { 201: examWith } },
    },
    async (req, reply) => reply.status(201).send(await addQuestion(db, req.params.exam_id, req.body)),
  );
  r.put(
    '/question/:exam_id',
    {
      config: { policy: ownerOf('exam_id') },
      schema: { params: z.object({ exam_id: id }), body: questionRequestSchema, response: { 200: examWith } },
    },
    async (req) => editQuestion(db, req.params.exam_id, req.body),
  );
  r.delete(
    '/question/:id/:exam_id/:question_id',
    {
      config: { policy: ownerOf('exam_id', 'id') },
      schema: { params: z.object({ id, exam_id: id, question_id: id }), response: { 200: examWith } },
    },
    async (req) => deleteQuestion(db, req.params.exam_id, req.params.question_id),
  );

  // ─── Figures (multipart) ───────────────────────────────────────────────────
  r.post(
    '/examfig/:id/:exam_id',
    { config: { policy: ownerOf('exam_id', 'id') }, schema: { params: z.object({ id, exam_id: id }), response: { 201: examWith } } },
    async (req, reply) => reply.status(201).send(await saveFigure(db, config.uploadDir, req.params.exam_id, req)),
  );
  r.put(
    '/examfig/:id/:exam_id/:figure_id',
    {
      config: { policy: ownerOf('exam_id', 'id') },
      schema: { params: z.object({ id, exam_id: id, figure_id: id }), response: { 200: examWith } },
    },
    async (req) => saveFigure(db, config.uploadDir, req.params.exam_id, req, req.params.figure_id),
  );
  r.delete(
    '/examfig/:id/:exam_id/:figure_id',
    {
      config: { policy: ownerOf('exam_id', 'id') },
      schema: { params: z.object({ id, exam_id: id, figure_id: id }), response: { 200: examWith } },
    },
    async (req) => deleteFigure(db, config.uploadDir, req.params.exam_id, req.params.figure_id),
  );

  // ─── Code and link ─────────────────────────────────────────────────────────
  r.get(
    '/examcode/:id',
    { config: { policy: ownerOf('id') }, schema: { params: z.object({ id }), response: { 200: examCodeResponseSchema } } },
    async (req) => readCode(db, req.params.id),
  );
  r.post(
    '/examcode',
    { config: { policy: ownerOfBody }, schema: { body: examCodeRequestSchema, response: { 201: savedExamCodeSchema } } },
    async (req, reply) => reply.status(201).send(await createCode(db, req.body as ExamCodeRequest)),
  );
  r.put(
    '/examcode/:code_id',
    {
      config: { policy: ownerOfBody },
      schema: { params: z.object({ code_id: id }), body: examCodeRequestSchema, response: { 200: savedExamCodeSchema } },
    },
    async (req) => updateCode(db, req.params.code_id, req.body),
  );
  r.delete(
    '/examcode/:exam_id',
    { config: { policy: ownerOf('exam_id') }, schema: { params: z.object({ exam_id: id }), response: { 200: messageBodySchema } } },
    async (req) => deleteCode(db, req.params.exam_id),
  );
  r.post(
    '/examlink',
    { config: { policy: ownerOfBody }, schema: { body: examLinkRequestSchema, response: { 200: savedExamSchema } } },
    async (req) => linkExam(db, req.body as ExamLinkRequest),
  );

  // ─── Takers, results, announcement ─────────────────────────────────────────
  r.get(
    '/studentstakeexam/:id/:exam_id',
    {
      config: { policy: resultsReader('id'), audit: audits.read(['exam-results', 'integrity'], examOf('exam_id')) },
      schema: { params: z.object({ id, exam_id: id }), response: { 200: examTakersSchema } },
    },
    async (req) => examTakers(db, req.params.exam_id),
  );
  r.get(
    '/studenttakeexam/:id/:exam_id/:student_id',
    {
      config: { policy: resultsReader('id'), audit: audits.read(['exam-results', 'integrity'], studentParam('student_id')) },
      schema: { params: z.object({ id, exam_id: id, student_id: id }), response: { 200: examResultResponseSchema } },
    },
    async (req) => teacherResult(db, req.params.exam_id, req.params.student_id),
  );
  r.get(
    '/announceexamresult/:id/:exam_id',
    {
      config: { policy: ownerOf('exam_id', 'id'), audit: audits.change('exam-results', examOf('exam_id')) },
      schema: { params: z.object({ id, exam_id: id }), response: { 200: announceResponseSchema } },
    },
    async (req) => announceResult(db, req.auth!, req.params.exam_id, config.now(), config.schoolTimeZone),
  );
}
