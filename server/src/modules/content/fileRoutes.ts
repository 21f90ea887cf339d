import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { mayReadStudentRecord, policies, shownOrAdmin } from '../../auth/policies';
import type { Db } from '../../db';
import { students } from '../../db/schema';
import { notFound } from '../../http/errors';
import { entities, photoOwner, type PhotoEntity } from './photo-entities';
import { manageContent } from './routes';
import { sendStoredFile } from '../../files/storage';
import { fileNameParam, fileTokenParam } from '../../http/params';
import { audits } from '../audit/declare';

const photoParams = z.object({
  photo: fileNameParam,
  token: fileTokenParam,
});
const studentFileParams = z.object({
  file: fileNameParam,
  token: fileTokenParam,
});

/** The student whose record holds `name` (profile picture or any document), if any. */
async function studentOwning(db: Db, name: string) {
  const asList = JSON.stringify([name]);
  const [row] = await db
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(
      or(
        eq(students.profilePic, name),
        eq(students.birthCertificate, name),
        eq(students.nationalId, name),
        sql`${students.gradeReports} @> ${asList}::jsonb`,
        sql`${students.neccesseryDoc} @> ${asList}::jsonb`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Token-in-path reads of content photos and student files (spec 000 §7 File GETs).
 * news/, gallery/ and staff/ photos of shown items are public (the token may be `null`);
 * a hidden item's photo needs an admin token. Only files that belong to a record are served.
 */
export async function contentFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;

  const photoRoute = (e: PhotoEntity) =>
    r.get(
      `/${e.folder}/:photo/:token`,
      {
        config: {
          // A Manage content holder sees a hidden item's photo too (issue 12).
          policy: policies.publicByPath
            .with('a shown item public, a hidden one admins (token in path)', async (req, { db }) => {
              const owner = await photoOwner(db, e, (req.params as { photo: string }).photo);
              if (!owner) throw notFound();
              return shownOrAdmin(req, owner.show);
            })
            .or('a shown item public, a hidden one admins and Manage content holders (token in path)', manageContent),
        },
        schema: { params: photoParams },
      },
      async (req, reply) => {
        // A shown item's photo is public (cacheable, embeddable by the CMS site); a hidden one's is private.
        const owner = await photoOwner(ctx.db, e, req.params.photo);
        return sendStoredFile(reply, config.uploadDir, e.folder, req.params.photo, { public: !!owner?.show });
      },
    );
  photoRoute(entities.news);
  photoRoute(entities.gallery);
  photoRoute(entities.staff);

  // The applicant reads their own record's files too (their photo in the top bar).
  const studentFileReader = policies.signedInByPath.with(
    'admins, the student, a linked family (token in path)',
    async (req, { db }) => {
      const student = await studentOwning(db, (req.params as { file: string }).file);
      if (!student) throw notFound();
      return mayReadStudentRecord(db, req.auth!, student.id);
    },
    { applicant: true },
  );
  // The spec's other shapes of the same file (issue 20): students/profile/{pic}/{token}, and
  // students/{pic}/{token}/{token} (the token twice; the last one is checked).
  // Reading a student's document is recorded in their trail (a profile photo is not a document: decision 206).
  const readsDocument = audits.read('documents', (req) => ({ studentFile: (req.params as { file: string }).file }));
  const studentFilePaths = ['/students/:file/:token', '/students/profile/:file/:token', '/students/:file/:repeatedToken/:token'];
  for (const path of studentFilePaths) {
    const params = path.includes(':repeatedToken') ? studentFileParams.extend({ repeatedToken: z.string().max(4096) }) : studentFileParams;
    r.get(path, { config: { policy: studentFileReader, audit: readsDocument }, schema: { params } }, async (req, reply) =>
      sendStoredFile(reply, config.uploadDir, 'students', (req.params as { file: string }).file),
    );
  }
}
