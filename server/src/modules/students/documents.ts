import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type StudentDocumentType } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { students } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { MAX_DOCUMENTS, readForm, removeStored } from '../../files/upload';
import { findStudent, loadStudentRecord } from './records';

/** Most files one list slot (grade reports, other documents) keeps. */
export const MAX_DOCS_PER_KIND = 20;

/** Which column each document slot lives in, and whether it holds one file or a list. */
const slots: Record<StudentDocumentType, { single: boolean }> = {
  BirthCertificate: { single: true },
  GradeReport: { single: false },
  NationalID: { single: true },
  neccesseryDoc: { single: false },
};

type Row = typeof students.$inferSelect;
const filesOf = (s: Row, type: StudentDocumentType): string[] => {
  switch (type) {
    case 'BirthCertificate':
      return s.birthCertificate ? [s.birthCertificate] : [];
    case 'NationalID':
      return s.nationalId ? [s.nationalId] : [];
    case 'GradeReport':
      return s.gradeReports;
    case 'neccesseryDoc':
      return s.neccesseryDoc;
  }
};
const columnsFor = (type: StudentDocumentType, files: string[]): Partial<typeof students.$inferInsert> => {
  switch (type) {
    case 'BirthCertificate':
      return { birthCertificate: files[0] ?? null };
    case 'NationalID':
      return { nationalId: files[0] ?? null };
    case 'GradeReport':
      return { gradeReports: files };
    case 'neccesseryDoc':
      return { neccesseryDoc: files };
  }
};

/**
 * POST addbirthcertificate / addgradereport / addnationalid / addotherdoc: content-checked
 * documents (PDF, Word, images). One-file slots replace the old file (deleted from disk); list
 * slots append.
 */
export async function addDocuments(db: Db, uploadDir: string, key: string, type: StudentDocumentType, req: FastifyRequest) {
  const found = await findStudent(db, key);
  const single = slots[type].single;
  const form = await readForm(req, uploadDir, { [type]: { folder: 'students', kind: 'document', max: single ? 1 : MAX_DOCUMENTS } });
  const uploaded = form.files[type] ?? [];
  try {
    if (form.errors.length) throw badRequest(form.errors.join(', '));
    if (!uploaded.length) throw badRequest(messages.fileRequired);
    const old = filesOf(found.student, type);
    const next = single ? [uploaded[0].name] : [...old, ...uploaded.map((u) => u.name)];
    if (next.length > MAX_DOCS_PER_KIND) throw badRequest(messages.tooManyStudentDocs);
    await db.update(students).set(columnsFor(type, next)).where(eq(students.id, found.student.id));
    if (single) await Promise.all(old.map((f) => removeStored(uploadDir, 'students', f)));
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  return { message: messages.added, student: await loadStudentRecord(db, found.student.id) };
}

/** DELETE deletestudentfile/{type}/{id}/{index}: the file leaves the record and the disk. */
export async function deleteDocument(db: Db, uploadDir: string, key: string, type: StudentDocumentType, index: number) {
  const found = await findStudent(db, key);
  const files = filesOf(found.student, type);
  if (index < 0 || index >= files.length) throw notFound(messages.documentIndexUnknown);
  const name = files[index];
  await db
    .update(students)
    .set(
      columnsFor(
        type,
        files.filter((_, i) => i !== index),
      ),
    )
    .where(eq(students.id, found.student.id));
  await removeStored(uploadDir, 'students', name);
  return { message: messages.deleted, student: await loadStudentRecord(db, found.student.id) };
}

/** PUT editprofilepic/{id}: an image only (checked by content); the old photo is deleted. */
export async function editProfilePic(db: Db, uploadDir: string, key: string, req: FastifyRequest) {
  const found = await findStudent(db, key);
  const form = await readForm(req, uploadDir, { profilePic: { folder: 'students', kind: 'image', max: 1 } });
  const photo = form.files.profilePic?.[0];
  try {
    if (form.errors.length) throw badRequest(form.errors.join(', '));
    if (!photo) throw badRequest(messages.fileRequired);
    await db.update(students).set({ profilePic: photo.name }).where(eq(students.id, found.student.id));
  } catch (err) {
    await form.cleanup();
    throw err;
  }
  await removeStored(uploadDir, 'students', found.student.profilePic);
  return { message: messages.updated, student: await loadStudentRecord(db, found.student.id) };
}
