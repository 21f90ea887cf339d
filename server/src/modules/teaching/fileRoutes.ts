import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db';
import {
  mayReadAssignmentDoc,
  mayReadCourseMaterialFile,
  mayReadQuestionnaireAnswer,
  mayReadSubmissionFile,
  policies,
} from '../../auth/policies';
import { sendStoredFile } from '../../files/storage';
import { fileNameParam as file, fileTokenParam as token, idParam as id } from '../../http/params';

// ─── Files of the teaching area, token as the last path segment (spec 001 §7) ────────────────
// Who reads which file is answered in auth/access (teaching.ts, admissions.ts): the section's
// teachers and students (a submission: its teachers and the submitting student), admins, and for
// a questionnaire answer its receiver. A file that belongs to no record is 404 even when on disk.

const p = (req: FastifyRequest) => req.params as Record<string, string>;

export async function teachingFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;

  /** The token of the path signs the caller in (440 on expiry, locks and roles as a header token). */
  const pathToken = (name: string, may: (db: Db, auth: AuthUser, req: FastifyRequest) => Promise<boolean>, extra?: { applicant: true }) =>
    policies.signedInByPath.with(`${name} (token in path)`, (req, { db }) => may(db, req.auth!, req), extra);

  r.get(
    '/assignments/:file/:assignment_id/:token',
    {
      config: { policy: pathToken('section member', (db, auth, req) => mayReadAssignmentDoc(db, auth, p(req).assignment_id, p(req).file)) },
      schema: { params: z.object({ file, assignment_id: id, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'assignments', req.params.file),
  );
  r.get(
    '/submittedassignmentfile/:file/:assignment_id/:token',
    {
      config: {
        policy: pathToken('the submitting student or the section’s teachers', (db, auth, req) =>
          mayReadSubmissionFile(db, auth, p(req).assignment_id, p(req).file),
        ),
      },
      schema: { params: z.object({ file, assignment_id: id, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'submissions', req.params.file),
  );
  r.get(
    '/courseMaterial/:file/:token',
    {
      config: { policy: pathToken('section member', (db, auth, req) => mayReadCourseMaterialFile(db, auth, p(req).file)) },
      schema: { params: z.object({ file, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'courseMaterial', req.params.file),
  );
  r.get(
    '/questionniare/:answer/:questionaireId/:token',
    {
      config: {
        policy: pathToken(
          'the receiver or an admin',
          (db, auth, req) => mayReadQuestionnaireAnswer(db, auth, p(req).questionaireId, p(req).answer),
          { applicant: true },
        ),
      },
      schema: { params: z.object({ answer: file, questionaireId: id, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'questionniare', req.params.answer),
  );
}
