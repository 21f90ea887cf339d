import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerRequestSchema,
  answerResponseSchema,
  claimRequestSchema,
  claimResponseSchema,
  compareCodeRequestSchema,
  compareCodeResponseSchema,
  connectionEventsRequestSchema,
  examResultResponseSchema,
  messageBodySchema,
  mistakeRequestSchema,
  mistakeResponseSchema,
  startExamRequestSchema,
  startExamResponseSchema,
  studentExamListSchema,
  studentExamResponseSchema,
  studentQuestionPageSchema,
  submitExamRequestSchema,
  submitExamResponseSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { answerDurableAt, scopeOf } from '../../db/priority';
import type { AttemptRow } from './dto';
import { isSelf, mayTakeExam, policies } from '../../auth/policies';
import { findExam } from './dto';
import { ownResult } from './results';
import {
  attemptOf,
  claimAttempt,
  compareCode,
  knownAttempt,
  listStudentExams,
  logConnection,
  questionPage,
  reportMistake,
  saveAnswer,
  startExam,
  studentExam,
  submitExam,
} from './taking';
import { idParam as id } from '../../http/params';
import { audits, caller } from '../audit/declare';

const p = (req: FastifyRequest) => req.params as Record<string, string>;

/** The attempt a taker policy found, for the handler (one lookup per request). */
const attempts = new WeakMap<FastifyRequest, AttemptRow>();
const attemptOfRequest = (req: FastifyRequest) => attempts.get(req)!;

/** The student's side of spec 001 §7 (applicants too, for the entrance exams assigned to them). */
export async function examStudentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const s = policies.studentOrApplicant;

  // ─── Policies ──────────────────────────────────────────────────────────────
  /** Path: the caller first, then an exam they may take. */
  const selfTaker = s.with('student who may take the exam', async (req, { db }) => {
    return (await isSelf(db, req.auth!, p(req).id)) && mayTakeExam(db, req.auth!, p(req).exam_id);
  });
  /** Body: an exam the caller may take. */
  const bodyTaker = s.with('student who may take the exam', (req, { db }) =>
    mayTakeExam(db, req.auth!, (req.body as { exam_id: string }).exam_id),
  );
  /** Body: an exam the caller has started (their attempt is kept for the handler). */
  const attemptHolder = s.with('student with an attempt of the exam', async (req, { db }) => {
    const a = await attemptOf(db, req.auth!, (req.body as { exam_id: string }).exam_id);
    if (!a) return false;
    attempts.set(req, a);
    return true;
  });
  /** The same for the answer path, from memory once found (saveAnswer checks it is still open, in SQL). */
  const answerer = s.with('student with an attempt of the exam', async (req, { db }) => {
    const a = await knownAttempt(db, req.auth!, (req.body as { exam_id: string }).exam_id);
    if (!a) return false;
    attempts.set(req, a);
    return true;
  });
  /** Code guesses are slowed down per person (a code has 72^6 values). */
  const throttle = {
    rateLimit: {
      max: 20,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => req.auth?.userId ?? req.ip,
    },
  };

  // ─── Reads ─────────────────────────────────────────────────────────────────
  r.get(
    '/examsforstudent/:id',
    {
      config: { policy: s.with('own exams', (req, { db }) => isSelf(db, req.auth!, p(req).id)) },
      schema: { params: z.object({ id }), response: { 200: studentExamListSchema } },
    },
    async (req) => listStudentExams(db, req.auth!, config.now()),
  );
  r.get(
    '/examforstudent/:id/:exam_id',
    { config: { policy: selfTaker }, schema: { params: z.object({ id, exam_id: id }), response: { 200: studentExamResponseSchema } } },
    async (req) => studentExam(db, req.auth!, req.params.exam_id, config.now()),
  );
  r.get(
    '/examforstudentquestion/:id/:exam_id',
    {
      config: { policy: selfTaker },
      schema: {
        params: z.object({ id, exam_id: id }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(200).default(1),
        }),
        response: { 200: studentQuestionPageSchema },
      },
    },
    async (req) => questionPage(db, req.auth!, req.params.exam_id, req.query.page, req.query.limit, config.now()),
  );
  r.get(
    '/myexam/:id/:exam_id',
    {
      config: { policy: s.with('own result', (req, { db }) => isSelf(db, req.auth!, p(req).id)) },
      schema: { params: z.object({ id, exam_id: id }), response: { 200: examResultResponseSchema } },
    },
    async (req) => ownResult(db, await attemptOf(db, req.auth!, req.params.exam_id)),
  );

  // ─── Entering and starting ─────────────────────────────────────────────────
  r.post(
    '/compareexamcode',
    {
      config: { policy: bodyTaker, queued: 'start', keepsCaches: true, ...throttle },
      schema: { body: compareCodeRequestSchema, response: { 200: compareCodeResponseSchema } },
    },
    async (req) => compareCode(db, req.body),
  );
  for (const path of ['/start_exam', '/start_exam/']) {
    r.post(
      path,
      // queued: a start ramp waits its turn behind the answer saves (http/intake.ts).
      {
        config: { policy: bodyTaker, queued: 'start', keepsCaches: true, ...throttle },
        schema: { body: startExamRequestSchema, response: { 201: startExamResponseSchema } },
      },
      async (req, reply) => reply.status(201).send(await startExam(db, req.auth!, req.body, config.now())),
    );
  }

  // ─── During the attempt ────────────────────────────────────────────────────
  for (const path of ['/answersinglequestion', '/answersinglequestion/']) {
    r.post(
      path,
      {
        // urgent: its statements go first in the embedded database's worker (db/priority.ts).
        config: { policy: answerer, urgent: true, keepsCaches: true },
        schema: { body: answerRequestSchema, response: { 201: answerResponseSchema } },
      },
      async (req, reply) => {
        // The 201 waits for the upsert's own WAL flush only (db/priority.ts, http/durable-answers.ts).
        const scope = scopeOf(req);
        const saved = await saveAnswer(db, attemptOfRequest(req), req.body, config.now(), scope);
        answerDurableAt(req, scope);
        return reply.status(201).send(saved);
      },
    );
  }
  for (const path of ['/submitexam', '/submitexam/']) {
    r.post(
      path,
      {
        config: { policy: attemptHolder, audit: audits.change('exam-results', caller), keepsCaches: true },
        schema: { body: submitExamRequestSchema, response: { 200: submitExamResponseSchema } },
      },
      async (req) => submitExam(db, attemptOfRequest(req), req.body, config.now()),
    );
  }
  for (const path of ['/studentmistakes', '/studentmistakes/']) {
    r.post(
      path,
      {
        config: { policy: attemptHolder, audit: audits.change('integrity', caller), keepsCaches: true },
        schema: { body: mistakeRequestSchema, response: { 200: mistakeResponseSchema } },
      },
      async (req) => {
        const a = attemptOfRequest(req);
        return reportMistake(db, a, await findExam(db, a.examId), req.body, config.now());
      },
    );
  }
  r.post(
    '/examclaim',
    {
      config: { policy: attemptHolder, audit: audits.change('integrity', caller), keepsCaches: true },
      schema: { body: claimRequestSchema, response: { 200: claimResponseSchema } },
    },
    async (req) => claimAttempt(db, attemptOfRequest(req), req.body, config.now()),
  );
  r.post(
    '/examconnection',
    {
      config: { policy: attemptHolder, audit: audits.change('integrity', caller), keepsCaches: true },
      schema: { body: connectionEventsRequestSchema, response: { 201: messageBodySchema } },
    },
    async (req, reply) => reply.status(201).send(await logConnection(db, attemptOfRequest(req), req.body, config.now())),
  );
}
