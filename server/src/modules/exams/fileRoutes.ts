import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { mayReadExamFigure, mayReadTakerPicture, policies } from '../../auth/policies';
import { sendStoredFile } from '../../files/storage';
import { fileNameParam as file, fileTokenParam as token } from '../../http/params';

// ─── Exam files, token as the last path segment (spec 001 §7) ────────────────────────────────
// exam_image/{image}/{token}: a figure, for admins, the exam's teacher and those who may take it.
// studentexam/{image}/{token}: a taker's profile picture, for admins, the student and the teacher
// of an exam the student took (the takers list). A name that belongs to no record is 404.

const p = (req: FastifyRequest) => req.params as Record<string, string>;

export async function examFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  // Signed in by the path's token; applicants too (an entrance exam's figures).
  const byPath = policies.signedInByPathOrApplicant;

  r.get(
    '/exam_image/:image/:token',
    {
      config: {
        policy: byPath.with('the exam’s teacher, admins and its takers (token in path)', (req, { db }) =>
          mayReadExamFigure(db, req.auth!, p(req).image),
        ),
      },
      schema: { params: z.object({ image: file, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'examFigures', req.params.image),
  );
  r.get(
    '/studentexam/:image/:token',
    {
      config: {
        policy: byPath.with('admins, the student and the teacher of an exam they took (token in path)', (req, { db }) =>
          mayReadTakerPicture(db, req.auth!, p(req).image),
        ),
      },
      schema: { params: z.object({ image: file, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'students', req.params.image),
  );
}
