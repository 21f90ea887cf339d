import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type CourseMaterial } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { courseMaterials, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { readForm, removeStored } from '../../files/upload';
import { courseName, sectionInfo } from './common';

// ─── Course material (spec 001 §2, §6, §7) ───────────────────────────────────────────────────
// Every teacher of the section sees the files; only the owner deletes (the route's policy).

const columns = {
  id: courseMaterials.id,
  file: courseMaterials.file,
  name: courseMaterials.originalName,
  createdAt: courseMaterials.createdAt,
  ownerId: users.id,
  ownerID: users.ID,
  ownerEmail: users.email,
};
type Row = { id: string; file: string; name: string; createdAt: Date; ownerId: string; ownerID: string; ownerEmail: string | null };
const toMaterial = (r: Row): CourseMaterial => ({
  _id: r.id,
  file: r.file,
  name: r.name || r.file,
  owner: { _id: r.ownerId, ID: r.ownerID, email: r.ownerEmail },
  created_at: r.createdAt.toISOString(),
});

export async function findMaterial(db: Db, materialId: string) {
  const [row] = await db.select().from(courseMaterials).where(eq(courseMaterials.id, materialId)).limit(1);
  if (!row) throw notFound(messages.courseMaterialNotFound);
  return row;
}

/** GET getcoursematerial/{teacher}/{course}/{section}: newest first. */
export async function listMaterial(db: Db, sectionId: string, courseId: string) {
  const section = await sectionInfo(db, sectionId);
  const course = await courseName(db, courseId);
  const rows = await db
    .select(columns)
    .from(courseMaterials)
    .innerJoin(users, eq(users.id, courseMaterials.ownerId))
    .where(and(eq(courseMaterials.sectionId, sectionId), eq(courseMaterials.courseId, courseId)))
    .orderBy(asc(courseMaterials.createdAt), asc(courseMaterials.id));
  return { section: { _id: section._id, name: section.name }, course, courseMaterials: rows.map(toMaterial) };
}

/** POST addcoursematerial/{teacher}/{course}/{section}: one file (courseMaterialDoc), owned by the caller. */
export async function addMaterial(db: Db, uploadDir: string, auth: AuthUser, sectionId: string, courseId: string, req: FastifyRequest) {
  const form = await readForm(req, uploadDir, { courseMaterialDoc: { folder: 'courseMaterial', kind: 'document', max: 1 } });
  const file = form.files.courseMaterialDoc?.[0];
  let id: string;
  try {
    if (form.errors.length) throw badRequest(form.errors.join(', '));
    if (!file) throw badRequest(messages.fileRequired);
    [{ id }] = await db
      .insert(courseMaterials)
      .values({ sectionId, courseId, ownerId: auth.userId, file: file.name, originalName: file.originalName || file.name })
      .returning({ id: courseMaterials.id });
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  const [row] = await db
    .select(columns)
    .from(courseMaterials)
    .innerJoin(users, eq(users.id, courseMaterials.ownerId))
    .where(eq(courseMaterials.id, id));
  return { message: messages.added, courseMaterial: toMaterial(row) };
}

/** DELETE deletecoursematerial/{teacher}/{cm}/: the row and the file. */
export async function deleteMaterial(db: Db, uploadDir: string, materialId: string) {
  const row = await findMaterial(db, materialId);
  await db.delete(courseMaterials).where(eq(courseMaterials.id, row.id));
  await removeStored(uploadDir, 'courseMaterial', row.file);
  return { message: messages.deleted };
}
