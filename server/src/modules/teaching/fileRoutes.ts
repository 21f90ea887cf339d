import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db';
import { isAdmin, isSectionMember, policies, teachesOrOwnsSection } from '../../auth/policies';
import { assignments, courseMaterials, questionnaires, submissions, students } from '../../db/schema';
import { notFound } from '../../http/errors';
import { sendStoredFile } from '../../files/storage';
import { fileNameParam as file, fileTokenParam as token, idParam as id } from '../../http/params';

// ─── Files of the teaching area, token as the last path segment (spec 001 §7) ────────────────
// Readable only by the section's teachers and students (a submission: its teachers and the
// submitting student), admins, and for a questionnaire answer its receiver. A file that belongs
// to no record is 404 even when it is on disk.

const p = (req: FastifyRequest) => req.params as Record<string, string>;

async function assignmentWithDoc(db: Db, assignmentId: string, name: string) {
  const [row] = await db
    .select({ sectionId: assignments.sectionId })
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), sql`${assignments.docs} @> ${JSON.stringify([name])}::jsonb`))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function submissionWithFile(db: Db, assignmentId: string, name: string) {
  const [row] = await db
    .select({ sectionId: assignments.sectionId, studentUserId: students.userId })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(students, eq(students.id, submissions.studentId))
    .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.file, name)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function teachingFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;

  /** The token of the path signs the caller in (440 on expiry, locks and roles as a header token). */
  const pathToken = (name: string, may: (db: Db, auth: AuthUser, req: FastifyRequest) => Promise<boolean>, extra?: { applicant: true }) =>
    policies.signedInByPath.with(`${name} (token in path)`, (req, { db }) => may(db, req.auth!, req), extra);

  r.get(
    '/assignments/:file/:assignment_id/:token',
    {
      config: {
        policy: pathToken('section member', async (db, auth, req) =>
          isSectionMember(db, auth, (await assignmentWithDoc(db, p(req).assignment_id, p(req).file)).sectionId),
        ),
      },
      schema: { params: z.object({ file, assignment_id: id, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'assignments', req.params.file),
  );
  r.get(
    '/submittedassignmentfile/:file/:assignment_id/:token',
    {
      config: {
        policy: pathToken('the submitting student or the section’s teachers', async (db, auth, req) => {
          const sub = await submissionWithFile(db, p(req).assignment_id, p(req).file);
          return isAdmin(auth) || sub.studentUserId === auth.userId || teachesOrOwnsSection(db, auth, sub.sectionId);
        }),
      },
      schema: { params: z.object({ file, assignment_id: id, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'submissions', req.params.file),
  );
  r.get(
    '/courseMaterial/:file/:token',
    {
      config: {
        policy: pathToken('section member', async (db, auth, req) => {
          const [row] = await db
            .select({ sectionId: courseMaterials.sectionId })
            .from(courseMaterials)
            .where(eq(courseMaterials.file, p(req).file))
            .limit(1);
          if (!row) throw notFound();
          return isSectionMember(db, auth, row.sectionId);
        }),
      },
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
          async (db, auth, req) => {
            const [q] = await db
              .select({ receiverId: questionnaires.receiverId })
              .from(questionnaires)
              .where(
                and(
                  eq(questionnaires.id, p(req).questionaireId),
                  eq(questionnaires.type, 'file'),
                  eq(questionnaires.answer, p(req).answer),
                ),
              )
              .limit(1);
            if (!q) throw notFound();
            return isAdmin(auth) || q.receiverId === auth.userId;
          },
          { applicant: true },
        ),
      },
      schema: { params: z.object({ answer: file, questionaireId: id, token }) },
    },
    async (req, reply) => sendStoredFile(reply, config.uploadDir, 'questionniare', req.params.answer),
  );
}
