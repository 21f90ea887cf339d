import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '@school/api/schemas';
import type { AppContext } from '../context';
import type { AuthUser } from '../auth/guard';
import type { Db } from '../db';
import { familyLinks, students } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { entities, photoOwner, type PhotoEntity } from '../modules/content/photo-entities';
import { SAFE_NAME, sendStoredFile } from './storage';

const photoParams = z.object({
  photo: z.string().regex(SAFE_NAME, messages.invalidData),
  token: z.string().min(1),
});
const studentFileParams = z.object({
  file: z.string().regex(SAFE_NAME, messages.invalidData),
  token: z.string().min(1, messages.unauthorized),
});

const ADMINS = ['admin', 'super admin'];

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

async function mayReadStudentFile(db: Db, caller: AuthUser, student: { id: string; userId: string }) {
  if (ADMINS.includes(caller.role) || caller.userId === student.userId) return true;
  if (caller.role !== 'Family') return false;
  const [link] = await db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(and(eq(familyLinks.parentId, caller.userId), eq(familyLinks.studentId, student.id)))
    .limit(1);
  return !!link;
}

/**
 * Token-in-path reads of content photos and student files (spec 000 §7 File GETs).
 * news/, gallery/ and staff/ photos of shown items are public (the token may be `null`);
 * a hidden item's photo needs an admin token. Only files that belong to a record are served.
 */
export async function contentFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, guard } = ctx;

  const photoRoute = (e: PhotoEntity) =>
    r.get(`/${e.folder}/:photo/:token`, { schema: { params: photoParams } }, async (req, reply) => {
      const owner = await photoOwner(db, e, req.params.photo);
      if (!owner) throw notFound();
      if (!owner.show) {
        const caller = await guard.authenticate(req.params.token === 'null' ? undefined : req.params.token);
        if (!ADMINS.includes(caller.role)) throw forbidden();
      }
      return sendStoredFile(reply, config.uploadDir, e.folder, req.params.photo);
    });
  photoRoute(entities.news);
  photoRoute(entities.gallery);
  photoRoute(entities.staff);

  r.get('/students/:file/:token', { schema: { params: studentFileParams } }, async (req, reply) => {
    const caller = await guard.authenticate(req.params.token);
    const student = await studentOwning(db, req.params.file);
    if (!student) throw notFound();
    if (!(await mayReadStudentFile(db, caller, student))) throw forbidden();
    return sendStoredFile(reply, config.uploadDir, 'students', req.params.file);
  });
}
