import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  addTeacherFieldsSchema,
  editTeacherFieldsSchema,
  type AssignTeacherRequest,
  type EditAssignedRequest,
  type FreezeTeacherRequest,
} from '@school/api/schemas';
import { messages } from '../../i18n';
import type { z } from 'zod';
import type { Db } from '../../db';
import type { AppConfig } from '../../config';
import { teacherSections, teachers, users } from '../../db/schema';
import { createAccount, temporaryCredentials } from '../../accounts/service';
import { setAccountFrozen } from '../../auth/sessions';
import { badRequest, notFound } from '../../http/errors';
import { issuesText, readForm, removeStored } from '../../files/upload';
import { currentTerm } from '../../db/current-term';
import { emailsInUse } from './accounts';
import { isUniqueViolation } from '../../http/db-errors';
import { checkAssignment, dropScheduledLessons } from './assignments';
import { findTeacher, requirePeriod, teacherDto, type TeacherRow } from './read';

/** Teacher photos are stored with the users' photos: the top bar's avatar reads users/{photo} (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md). */
const PHOTO_RULE = { profilePhoto: { folder: 'users', kind: 'image', max: 1 } } as const;

/** assignedSections may come as repeated fields, a JSON array text or comma-separated ids. */
function sectionList(raw: string | undefined): string[] {
  const text = (raw ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

async function readTeacherForm<S extends z.ZodType>(
  req: FastifyRequest,
  config: AppConfig,
  schema: S,
  photoRequired: boolean,
  sections: boolean,
) {
  const form = await readForm(req, config.uploadDir, { ...PHOTO_RULE });
  const input: Record<string, unknown> = { ...form.fields };
  if (sections) input.assignedSections = sectionList(form.fields.assignedSections);
  const parsed = schema.safeParse(input);
  const errors = parsed.success ? [] : issuesText(parsed.error.issues);
  const photo = form.files.profilePhoto?.[0];
  if (form.errors.length) errors.push(...form.errors);
  else if (photoRequired && !photo) errors.push(messages.profilePicRequired);
  if (errors.length || !parsed.success) {
    await form.cleanup();
    throw badRequest(errors.join(', ') || messages.invalidData);
  }
  return { form, values: parsed.data as z.output<S>, photo };
}

export function assertEmployed(t: Pick<TeacherRow, 'status'>) {
  if (!t.status) throw badRequest(messages.teachersFrozen);
}

// ─── POST addteacher ────────────────────────────────────────────────────────

/**
 * Creates the teacher's account through the one account path (next TE-nnnn from its sequence, a
 * random temporary password to change at the first sign-in), the teacher row and the section
 * assignments, in one transaction. The password
 * is returned once, in this answer, for the admin to hand over.
 */
export async function addTeacher(db: Db, config: AppConfig, req: FastifyRequest) {
  const { form, values: v, photo } = await readTeacherForm(req, config, addTeacherFieldsSchema, true, true);
  let committed = false;
  try {
    const email = v.email.toLowerCase();
    await requirePeriod(db, v.academic_period_id);
    if ((await emailsInUse(db, [email])).size) throw badRequest(messages.emailTaken);
    const sectionIds = await checkAssignment(db, v.academic_period_id, v.assignedCourse, v.assignedSections);
    const credentials = await temporaryCredentials();
    const teacherId = await db.transaction(async (tx) => {
      const account = await createAccount(tx, {
        role: 'teacher',
        fullName: v.fullName,
        email,
        credentials,
        photo: photo!.name,
        createdAt: config.now(),
      });
      const [teacher] = await tx
        .insert(teachers)
        .values({ userId: account.userId, age: v.age, gender: v.gender, status: true })
        .returning({ id: teachers.id });
      await tx.insert(teacherSections).values(
        sectionIds.map((sectionId) => ({
          teacherId: teacher.id,
          sectionId,
          courseId: v.assignedCourse,
          academicPeriodId: v.academic_period_id,
        })),
      );
      return teacher.id;
    });
    committed = true;
    return {
      message: messages.added,
      teacher: await teacherDto(db, teacherId, v.academic_period_id),
      temporaryPassword: credentials.temporaryPassword!,
    };
  } catch (err) {
    if (!committed) await form.cleanup();
    throw err;
  }
}

// ─── PUT editteacher ────────────────────────────────────────────────────────

export async function editTeacher(db: Db, config: AppConfig, req: FastifyRequest) {
  const { form, values: v, photo } = await readTeacherForm(req, config, editTeacherFieldsSchema, false, false);
  let committed = false;
  try {
    const t = await findTeacher(db, v._id);
    assertEmployed(t);
    const email = v.email.toLowerCase();
    if ((await emailsInUse(db, [email], t.userId)).size) throw badRequest(messages.emailTaken);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ fullName: v.fullName, email, ...(photo ? { photo: photo.name } : {}) })
        .where(eq(users.id, t.userId));
      await tx.update(teachers).set({ age: v.age, gender: v.gender }).where(eq(teachers.id, t.id));
    });
    committed = true;
    // The replaced photo goes only once the row points at the new one.
    if (photo) await removeStored(config.uploadDir, 'users', t.photo);
    const periodId = v.academic_period_id || (await currentTerm(db, config.now()))?.id || null;
    return { message: messages.updated, teacher: await teacherDto(db, t.id, periodId) };
  } catch (err) {
    if (!committed) await form.cleanup();
    throw err;
  }
}

// ─── Assignments ────────────────────────────────────────────────────────────

/** POST assignteacher: an existing, employed teacher gets sections of a course in a period. */
export async function assignTeacher(db: Db, body: AssignTeacherRequest & { assignedSections: string[] }) {
  const t = await findTeacher(db, body.teacher_id);
  assertEmployed(t);
  await requirePeriod(db, body.academic_period_id);
  const sectionIds = await checkAssignment(db, body.academic_period_id, body.assignedCourse, body.assignedSections);
  await insertOrExplain(() =>
    db.insert(teacherSections).values(
      sectionIds.map((sectionId) => ({
        teacherId: t.id,
        sectionId,
        courseId: body.assignedCourse,
        academicPeriodId: body.academic_period_id,
      })),
    ),
  );
  return { message: messages.added, teacher: await teacherDto(db, t.id, body.academic_period_id) };
}

/** A concurrent assignment of the same course and section loses the race with a 400, not a 500. */
async function insertOrExplain(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(messages.teachersAssignmentConflict);
    throw err;
  }
}

async function findAssignment(db: Db, where: Parameters<typeof and>) {
  const [row] = await db
    .select()
    .from(teacherSections)
    .where(and(...where))
    .limit(1);
  if (!row) throw notFound(messages.teachersAssignmentMissing);
  return row;
}

/** PUT editassignedgrade: one assignment moves to another section and/or course of the same period. */
export async function editAssigned(db: Db, body: EditAssignedRequest & { assignedSections: string[] }) {
  const t = await findTeacher(db, body.teacher_id);
  assertEmployed(t);
  const old = await findAssignment(db, [
    eq(teacherSections.id, body.section_in_teacher_id),
    eq(teacherSections.teacherId, t.id),
    eq(teacherSections.academicPeriodId, body.academic_period_id),
  ]);
  const [sectionId] = await checkAssignment(db, body.academic_period_id, body.assignedCourse, body.assignedSections, old.id);
  await insertOrExplain(() =>
    db.transaction(async (tx) => {
      await tx.update(teacherSections).set({ sectionId, courseId: body.assignedCourse }).where(eq(teacherSections.id, old.id));
      if (old.sectionId !== sectionId || old.courseId !== body.assignedCourse) await dropScheduledLessons(tx, old);
    }),
  );
  return { message: messages.updated };
}

/**
 * DELETE deleteassignedsection/…: also allowed for a frozen teacher, so a dismissed teacher's
 * sections can be freed for someone else (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md).
 */
export async function removeAssigned(db: Db, p: { academic_period_id: string; course_id: string; section_id: string; teacher_id: string }) {
  const old = await findAssignment(db, [
    eq(teacherSections.academicPeriodId, p.academic_period_id),
    eq(teacherSections.courseId, p.course_id),
    eq(teacherSections.sectionId, p.section_id),
    eq(teacherSections.teacherId, p.teacher_id),
  ]);
  await db.transaction(async (tx) => {
    await tx.delete(teacherSections).where(eq(teacherSections.id, old.id));
    await dropScheduledLessons(tx, old);
  });
  return { message: messages.deleted };
}

// ─── DELETE deleteteacher/{id}/{academic_period_id} ─────────────────────────

/** Removes the teacher from the period; a teacher left with no assignment anywhere is deleted (account and photo). */
export async function removeTeacher(db: Db, config: AppConfig, teacherId: string, periodId: string) {
  const t = await findTeacher(db, teacherId);
  assertEmployed(t);
  await requirePeriod(db, periodId);
  const deletedUser = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(teacherSections)
      .where(and(eq(teacherSections.teacherId, t.id), eq(teacherSections.academicPeriodId, periodId)))
      .returning();
    for (const a of gone) await dropScheduledLessons(tx, a);
    const [{ n }] = await tx.select({ n: count() }).from(teacherSections).where(eq(teacherSections.teacherId, t.id));
    if (n > 0) return false;
    await tx.delete(users).where(eq(users.id, t.userId)); // cascades to the teacher row, sessions, lessons
    return true;
  });
  if (deletedUser) await removeStored(config.uploadDir, 'users', t.photo);
  return { message: messages.deleted };
}

// ─── PUT freezteacher {ID, status} ──────────────────────────────────────────

/** status false = terminated/dismissed: the account is frozen (no sign-in, sessions ended); true restores. */
export async function freezeTeacher(db: Db, config: AppConfig, body: FreezeTeacherRequest) {
  const [row] = await db
    .select({ id: teachers.id, userId: teachers.userId })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(users.ID, body.ID))
    .limit(1);
  if (!row) throw notFound(messages.teachersNotFound);
  await db.transaction(async (tx) => {
    await tx.update(teachers).set({ status: body.status }).where(eq(teachers.id, row.id));
    await setAccountFrozen(tx, row.userId, !body.status);
  });
  const periodId = (await currentTerm(db, config.now()))?.id ?? null;
  return {
    message: body.status ? messages.teachersUnfrozenDone : messages.teachersFrozenDone,
    teacher: await teacherDto(db, row.id, periodId),
  };
}
