import { teacherImportRowSchema, messages, type TeacherImportError, type TeacherImportRow } from '@school/api/schemas';
import type { Db } from '../../db';
import type { AppConfig } from '../../config';
import { teachers, users } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import { HttpError } from '../../http/errors';
import { issuesText } from '../../files/upload';
import { emailsInUse, highestTeacherNumber, isUniqueViolation, teacherLoginId, teacherRoleId, temporaryPassword } from './accounts';

/** A 400 that carries the per-row errors beside `{ error }`. */
export class ImportRowsError extends HttpError {
  constructor(public readonly rows: TeacherImportError['rows']) {
    super(400, messages.teachersImportRowsInvalid);
  }
}

/** Every row's problems: its own fields, an email repeated in the file, an email already in use. */
export async function importRowErrors(db: Db, rows: readonly Record<string, unknown>[]) {
  const parsed = rows.map((r) => teacherImportRowSchema.safeParse(r));
  const emailOf = (i: number) => {
    const p = parsed[i];
    return p.success ? p.data.email.toLowerCase() : null;
  };
  const seen = new Map<string, number>();
  rows.forEach((_, i) => {
    const e = emailOf(i);
    if (e) seen.set(e, (seen.get(e) ?? 0) + 1);
  });
  const taken = await emailsInUse(db, [...seen.keys()]);
  const errors: TeacherImportError['rows'] = [];
  parsed.forEach((p, i) => {
    const list = p.success ? [] : issuesText(p.error.issues);
    const e = emailOf(i);
    if (e && (seen.get(e) ?? 0) > 1) list.push(messages.teachersImportDuplicate);
    if (e && taken.has(e)) list.push(messages.emailTaken);
    if (list.length) errors.push({ index: i, errors: list });
  });
  return { errors, valid: parsed.flatMap((p) => (p.success ? [p.data] : [])) };
}

/**
 * POST add-multiple-teachers: all or nothing. Any row with an error writes nothing and answers
 * 400 with every row's errors; otherwise every teacher is created in one transaction, each with
 * a random temporary password returned once (docs/decisions.md). profilePhoto is not stored.
 */
export async function importTeachers(db: Db, config: AppConfig, rows: readonly Record<string, unknown>[]) {
  const { errors, valid } = await importRowErrors(db, rows);
  if (errors.length) throw new ImportRowsError(errors);
  // Hashing is the slow part (argon2id): done before the transaction, which then stays short.
  const passwords = valid.map(() => temporaryPassword());
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  const roleId = await teacherRoleId(db);
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await db.transaction(async (tx) => {
        const first = (await highestTeacherNumber(tx)) + 1;
        const now = config.now();
        const newUsers = await tx
          .insert(users)
          .values(
            valid.map((r: TeacherImportRow & { fullName: string; email: string }, i) => ({
              ID: teacherLoginId(first + i),
              fullName: r.fullName,
              email: r.email.toLowerCase(),
              passwordHash: hashes[i],
              roleId,
              tempPasswordChanged: false,
              createdAt: now,
            })),
          )
          .returning({ id: users.id, ID: users.ID, fullName: users.fullName });
        const byUser = new Map(newUsers.map((u) => [u.ID, u]));
        const ordered = valid.map((_, i) => byUser.get(teacherLoginId(first + i))!);
        const newTeachers = await tx
          .insert(teachers)
          .values(ordered.map((u, i) => ({ userId: u.id, age: valid[i].age as number, gender: valid[i].gender as 'male' | 'female', status: true })))
          .returning({ id: teachers.id, userId: teachers.userId });
        const teacherOf = new Map(newTeachers.map((t) => [t.userId, t.id]));
        return ordered.map((u, i) => ({ _id: teacherOf.get(u.id)!, ID: u.ID, fullName: u.fullName, temporaryPassword: passwords[i] }));
      });
      return { message: messages.teachersImported, teachers: created };
    } catch (err) {
      // Another add took one of the next IDs meanwhile: number again. An email taken meanwhile is a 400 per row.
      if (isUniqueViolation(err) && attempt < 4) {
        const again = await importRowErrors(db, rows);
        if (again.errors.length) throw new ImportRowsError(again.errors);
        continue;
      }
      throw err;
    }
  }
}
