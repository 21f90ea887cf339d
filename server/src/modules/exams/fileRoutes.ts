import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { isAdmin, isSelf, mayTakeExam, ownsExam, policies } from '../../auth/policies';
import { examAttempts, examFigures, exams, students } from '../../db/schema';
import { notFound } from '../../http/errors';
import { sendStoredFile } from '../../files/storage';
import { filePathOf } from '../../files/file-tokens';
import { fileNameParam as file, fileTokenParam as token } from '../../http/params';

// ─── Exam files, token as the last path segment (spec 001 §7) ────────────────────────────────
// exam_image/{image}/{token}: a figure, for admins, the exam's teacher and those who may take it.
// studentexam/{image}/{token}: a taker's profile picture, for admins, the student and the teacher
// of an exam the student took (the takers list). A name that belongs to no record is 404.

const p = (req: FastifyRequest) => req.params as Record<string, string>;

export async function examFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, guard } = ctx;
  const pathToken = (name: string, may: Parameters<typeof policies.public.with>[1]) =>
    policies.public.with(`${name} (token in path)`, async (req, c) => {
      const auth = await guard.authenticateFile(p(req).token, filePathOf(req.routeOptions.url ?? '', p(req)));
      req.auth = auth;
      if (!auth.tempPasswordChanged) return false;
      return may!(req, c);
    });

  r.get(
    '/exam_image/:image/:token',
    {
      config: {
        policy: pathToken('the exam’s teacher, admins and its takers', async (req, { db }) => {
          const [f] = await db
            .select({ examId: examFigures.examId })
            .from(examFigures)
            .where(eq(examFigures.image, p(req).image))
            .limit(1);
          if (!f) throw notFound();
          const auth = req.auth!;
          return isAdmin(auth) || (await ownsExam(db, auth, f.examId)) || mayTakeExam(db, auth, f.examId);
        }),
      },
      schema: { params: z.object({ image: file, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'examFigures', req.params.image),
  );
  r.get(
    '/studentexam/:image/:token',
    {
      config: {
        policy: pathToken('admins, the student and the teacher of an exam they took', async (req, { db }) => {
          const [s] = await db
            .select({ id: students.id })
            .from(students)
            .where(eq(students.profilePic, p(req).image))
            .limit(1);
          if (!s) throw notFound();
          const auth = req.auth!;
          if (isAdmin(auth) || (await isSelf(db, auth, s.id))) return true;
          if (auth.role !== 'teacher') return false;
          const taken = await db
            .select({ examId: examAttempts.examId })
            .from(examAttempts)
            .innerJoin(exams, eq(exams.id, examAttempts.examId))
            .where(eq(examAttempts.studentId, s.id));
          for (const t of taken) if (await ownsExam(db, auth, t.examId)) return true;
          return false;
        }),
      },
      schema: { params: z.object({ image: file, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'students', req.params.image),
  );
}
