import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { readForm, removeStored } from '../../files/upload';
import { teacherDto } from '../teachers/read';
import { currentTerm } from '../../db/current-term';
import { findPerson } from '../../auth/access/people';

/**
 * PUT changeteacherprofilepic/{teacher_id} (multipart profilePhoto, an image by content): the
 * teacher's own photo, stored with the users' photos like the admin's edit (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md).
 */
export async function changeTeacherPhoto(db: Db, uploadDir: string, key: string, req: FastifyRequest, now: Date) {
  const person = await findPerson(db, key);
  if (!person.teacherId) throw notFound();
  const form = await readForm(req, uploadDir, { profilePhoto: { folder: 'users', kind: 'image', max: 1 } });
  const photo = form.files.profilePhoto?.[0];
  const [before] = await db.select({ photo: users.photo }).from(users).where(eq(users.id, person.userId)).limit(1);
  try {
    if (form.errors.length) throw badRequest(form.errors.join(', '));
    if (!photo) throw badRequest(messages.fileRequired);
    await db.update(users).set({ photo: photo.name }).where(eq(users.id, person.userId));
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  await removeStored(uploadDir, 'users', before?.photo);
  const period = await currentTerm(db, now);
  return { message: messages.teacherProfilePhotoSaved, teacher: await teacherDto(db, person.teacherId, period?.id ?? null) };
}
