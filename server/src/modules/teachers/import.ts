import { teacherImportRowSchema, type ImportRowError, type TeacherImportError, type TeacherImportRow } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import type { AppConfig } from '../../config';
import { teachers } from '../../db/schema';
import { createAccounts, temporaryCredentials } from '../../accounts/service';
import { HttpError } from '../../http/errors';
import { issuesText } from '../../files/upload';
import { emailsInUse } from './accounts';
import { isUniqueViolation } from '../../http/db-errors';

/** A 400 that carries the per-row errors beside `{ error }`. */
export class ImportRowsError extends HttpError {
  constructor(public readonly rows: TeacherImportError['rows']) {
    super(400, messages.teachersImportRowsInvalid);
  }

  /** The same errors in the one shape of every import. */
  get errors(): ImportRowError[] {
    return this.rows.flatMap(({ index, errors }) => errors.map((error) => ({ row: index, error })));
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
 * 400 with every row's errors; otherwise every teacher is created in one transaction through the
 * one account path, each with a random temporary password returned once (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md).
 * profilePhoto is not stored.
 */
export async function importTeachers(db: Db, config: AppConfig, rows: readonly Record<string, unknown>[]) {
  const { errors, valid } = await importRowErrors(db, rows);
  if (errors.length) throw new ImportRowsError(errors);
  // Hashing is the slow part (argon2id): done before the transaction, which then stays short.
  const credentials = await Promise.all(valid.map(() => temporaryCredentials()));
  try {
    const created = await db.transaction(async (tx) => {
      const now = config.now();
      const accounts = await createAccounts(
        tx,
        valid.map((r: TeacherImportRow & { fullName: string; email: string }, i) => ({
          role: 'teacher' as const,
          fullName: r.fullName,
          email: r.email,
          credentials: credentials[i],
          createdAt: now,
        })),
      );
      const newTeachers = await tx
        .insert(teachers)
        .values(
          accounts.map((a, i) => ({
            userId: a.userId,
            age: valid[i].age as number,
            gender: valid[i].gender as 'male' | 'female',
            status: true,
          })),
        )
        .returning({ id: teachers.id, userId: teachers.userId });
      const teacherOf = new Map(newTeachers.map((t) => [t.userId, t.id]));
      return accounts.map((a, i) => ({
        _id: teacherOf.get(a.userId)!,
        ID: a.ID,
        fullName: valid[i].fullName,
        temporaryPassword: a.temporaryPassword!,
      }));
    });
    return { message: messages.teachersImported, teachers: created };
  } catch (err) {
    // An email taken by another writer meanwhile: answer with the rows, like the first check.
    if (isUniqueViolation(err) || (err instanceof HttpError && err.message === messages.emailTaken)) {
      const again = await importRowErrors(db, rows);
      if (again.errors.length) throw new ImportRowsError(again.errors);
    }
    throw err;
  }
}
