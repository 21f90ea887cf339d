import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { galleryFieldsSchema, newsFieldsSchema, staffMessageFieldsSchema } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { gallery, news, staffMessages } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { issuesText, readForm, removeStored } from '../../files/upload';
import { sanitizeNewsContent } from './sanitize';
import { toGallery, toNews, toStaffMessage } from './service';

type Table = typeof news | typeof gallery | typeof staffMessages;

/**
 * News, gallery and staff messages share one shape of admin work: a multipart form of text
 * fields plus one `photo`, edit by `_id`, delete (with the photo file), and a show toggle.
 */
export interface PhotoEntity {
  table: Table;
  folder: 'news' | 'gallery' | 'staff';
  /** The key of the saved item in responses: `{ message, news }`. */
  key: 'news' | 'gallery' | 'staffMessage';
  fields: z.ZodObject;
  toDto: (row: never) => unknown;
  /** Last step before storing (news content is sanitized). */
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
}

export const entities = {
  news: {
    table: news,
    folder: 'news',
    key: 'news',
    fields: newsFieldsSchema,
    toDto: toNews,
    prepare: (v) => ({ ...v, content: sanitizeNewsContent(String(v.content ?? '')) }),
  },
  gallery: { table: gallery, folder: 'gallery', key: 'gallery', fields: galleryFieldsSchema, toDto: toGallery },
  staff: { table: staffMessages, folder: 'staff', key: 'staffMessage', fields: staffMessageFieldsSchema, toDto: toStaffMessage },
} satisfies Record<string, PhotoEntity>;

// The three tables share id, photo and show: one typed view keeps the query builder happy.
const t = (e: PhotoEntity) => e.table as typeof gallery;
const dto = (e: PhotoEntity, row: unknown) => (e.toDto as (r: unknown) => unknown)(row);

async function readEntityForm(req: FastifyRequest, uploadDir: string, e: PhotoEntity, photoRequired: boolean) {
  const form = await readForm(req, uploadDir, { photo: { folder: e.folder, kind: 'image', max: 1 } });
  // A missing text field reads as empty, so the contract's "X is required" applies.
  const input = Object.fromEntries(Object.keys(e.fields.shape).map((k) => [k, form.fields[k] ?? '']));
  const parsed = e.fields.safeParse(input);
  const errors = parsed.success ? [] : issuesText(parsed.error.issues);
  const photo = form.files.photo?.[0];
  if (form.errors.length) errors.push(...form.errors);
  else if (photoRequired && !photo) errors.push(messages.photoRequired);
  if (errors.length || !parsed.success) {
    await form.cleanup();
    throw badRequest(errors.join(', ') || messages.invalidData);
  }
  const values = e.prepare ? e.prepare(parsed.data as Record<string, unknown>) : (parsed.data as Record<string, unknown>);
  return { form, values, photo, id: form.fields._id };
}

export async function addEntity(db: Db, uploadDir: string, e: PhotoEntity, req: FastifyRequest, now: Date) {
  const { form, values, photo } = await readEntityForm(req, uploadDir, e, true);
  try {
    const [row] = await db
      .insert(t(e))
      .values({ ...values, photo: photo!.name, show: false, createdAt: now } as typeof gallery.$inferInsert)
      .returning();
    return { message: messages.added, [e.key]: dto(e, row) };
  } catch (err) {
    await form.cleanup();
    throw err;
  }
}

export async function editEntity(db: Db, uploadDir: string, e: PhotoEntity, req: FastifyRequest) {
  const { form, values, photo, id } = await readEntityForm(req, uploadDir, e, false);
  try {
    if (!id) throw badRequest(messages.invalidData);
    const [old] = await db
      .select()
      .from(t(e))
      .where(eq(t(e).id, id))
      .limit(1);
    if (!old) throw notFound();
    const [row] = await db
      .update(t(e))
      .set({ ...values, ...(photo ? { photo: photo.name } : {}) })
      .where(eq(t(e).id, id))
      .returning();
    // The replaced photo goes only once the row points at the new one.
    if (photo) await removeStored(uploadDir, e.folder, old.photo);
    return { message: messages.updated, [e.key]: dto(e, row) };
  } catch (err) {
    await form.cleanup();
    throw err;
  }
}

export async function deleteEntity(db: Db, uploadDir: string, e: PhotoEntity, id: string) {
  const [row] = await db
    .delete(t(e))
    .where(eq(t(e).id, id))
    .returning();
  if (!row) throw notFound();
  await removeStored(uploadDir, e.folder, row.photo);
  return { message: messages.deleted };
}

export async function setEntityShow(db: Db, e: PhotoEntity, id: string, show?: boolean) {
  const [old] = await db
    .select()
    .from(t(e))
    .where(eq(t(e).id, id))
    .limit(1);
  if (!old) throw notFound();
  const [row] = await db
    .update(t(e))
    .set({ show: show ?? !old.show })
    .where(eq(t(e).id, id))
    .returning();
  return { message: messages.updated, [e.key]: dto(e, row) };
}

/** Whether `name` is the photo of a record, and whether that record is shown publicly. */
export async function photoOwner(db: Db, e: PhotoEntity, name: string) {
  const [row] = await db
    .select({ show: t(e).show })
    .from(t(e))
    .where(eq(t(e).photo, name))
    .limit(1);
  return row ?? null;
}
