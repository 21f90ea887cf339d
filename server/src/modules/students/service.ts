import { randomInt } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import {
  messages, studentFieldsSchema, studentImportColumns, type StudentFields, type StudentImportRowResult,
} from '@school/api/schemas';
import type { Db } from '../../db';
import { roles, students, users } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import { badRequest, HttpError } from '../../http/errors';
import { issuesText, removeStored } from '../../files/upload';
import { findStudent, loadStudentRecord, type StudentWithUser } from './records';

// ─── Accounts ───────────────────────────────────────────────────────────────

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** A temporary password of 12 characters (within the 8 to 15 rule), without look-alike letters. */
export function temporaryPassword(): string {
  return Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** The highest ST- number in use. */
async function lastStudentNumber(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | null>`max(cast(substring(${users.ID} from 4) as integer))` })
    .from(users)
    .where(and(like(users.ID, 'ST-%'), sql`${users.ID} ~ '^ST-[0-9]+$'`));
  return Number(row?.n ?? 0);
}
const studentLoginId = (n: number) => `ST-${String(n).padStart(4, '0')}`;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Lower-cased emails already used by a user or a student (other than `exceptUserId`). */
async function takenEmails(db: Pick<Db, 'select'>, emails: string[], exceptUserId?: string): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const list = sql.join(emails.map((e) => sql`${e}`), sql`, `);
  const u = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(sql`lower(${users.email}) in (${list})`, exceptUserId ? ne(users.id, exceptUserId) : undefined));
  const s = await db
    .select({ email: sql<string>`lower(${students.email})` })
    .from(students)
    .where(and(sql`lower(${students.email}) in (${list})`, exceptUserId ? ne(students.userId, exceptUserId) : undefined));
  return new Set([...u, ...s].map((r) => r.email));
}

const studentValues = (f: StudentFields) => ({
  firstName: f.firstName,
  middleName: f.middleName,
  lastName: f.lastName,
  age: f.age,
  gender: f.gender,
  email: f.email.toLowerCase(),
  birthDate: f.birthDate,
  birthPlace: f.birthPlace,
  phoneNumber: f.phoneNumber,
  motherFullName: f.motherFullName,
  homeAddress: f.homeAddress,
  emergencyContact: f.emergencyContact,
  emergencyPhoneNumber: f.emergencyPhoneNumber,
});
const fullNameOf = (f: Pick<StudentFields, 'firstName' | 'middleName' | 'lastName'>) => `${f.firstName} ${f.middleName} ${f.lastName}`;

export function parseStudentFields(input: unknown): StudentFields {
  const parsed = studentFieldsSchema.safeParse(input);
  if (!parsed.success) throw badRequest(issuesText(parsed.error.issues).join(', '));
  return parsed.data;
}

interface NewAccount {
  fields: StudentFields;
  password: string;
  passwordHash: string;
}

/**
 * Creates approved student accounts in one transaction: all of them or none. IDs continue from
 * the highest ST- number; a race with another writer is retried with fresh IDs.
 */
async function createStudents(db: Db, accounts: NewAccount[], now: Date) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'student')).limit(1);
  if (!role) throw new Error('the student role is missing');
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const last = await lastStudentNumber(tx);
        const created: { _id: string; ID: string; userId: string }[] = [];
        for (const [i, a] of accounts.entries()) {
          const ID = studentLoginId(last + i + 1);
          const [user] = await tx
            .insert(users)
            .values({
              ID,
              fullName: fullNameOf(a.fields),
              email: a.fields.email.toLowerCase(),
              passwordHash: a.passwordHash,
              roleId: role.id,
              approved: true,
              tempPasswordChanged: false,
              createdAt: now,
            })
            .returning({ id: users.id });
          const [row] = await tx
            .insert(students)
            .values({ userId: user.id, ...studentValues(a.fields), approved: true, status: true, createdAt: now })
            .returning({ id: students.id });
          created.push({ _id: row.id, ID, userId: user.id });
        }
        return created;
      });
    } catch (err) {
      if (isUniqueViolation(err) && attempt < 4) continue;
      throw err;
    }
  }
}

/** POST addsinglestudent. */
export async function addStudent(db: Db, input: unknown, now: Date) {
  const fields = parseStudentFields(input);
  if ((await takenEmails(db, [fields.email.toLowerCase()])).size) throw badRequest(messages.emailTaken);
  const password = temporaryPassword();
  const [created] = await createStudents(db, [{ fields, password, passwordHash: await hashPassword(password) }], now);
  return { message: messages.added, student: await loadStudentRecord(db, created._id), temporaryPassword: password };
}

// ─── Import ─────────────────────────────────────────────────────────────────

const cellText = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * POST importstudent: every row is checked (fields, emails twice in the file, emails in use);
 * with any error nothing is written and the 400 returns every row with its errors.
 */
export async function importStudents(db: Db, rows: Record<string, unknown>[], now: Date) {
  // Known columns only (spec 000 §5); everything else in a row is ignored.
  const known = rows.map((r) => Object.fromEntries(studentImportColumns.map((c) => [c, cellText(r[c])])) as Record<string, string>);
  const results: StudentImportRowResult[] = known.map((r) => ({ ...r, errors: [] }));
  const parsed: (StudentFields | null)[] = known.map((r, i) => {
    const p = studentFieldsSchema.safeParse(r);
    if (!p.success) results[i].errors.push(...issuesText(p.error.issues));
    return p.success ? p.data : null;
  });
  const seen = new Map<string, number>();
  parsed.forEach((f, i) => {
    if (!f) return;
    const email = f.email.toLowerCase();
    if (seen.has(email)) results[i].errors.push(messages.emailDuplicateInFile);
    else seen.set(email, i);
  });
  const taken = await takenEmails(db, [...seen.keys()]);
  parsed.forEach((f, i) => {
    if (f && taken.has(f.email.toLowerCase())) results[i].errors.push(messages.emailTaken);
  });
  if (results.some((r) => r.errors.length)) {
    throw new ImportRejected(results);
  }
  const accounts = await Promise.all(
    (parsed as StudentFields[]).map(async (fields) => {
      const password = temporaryPassword();
      return { fields, password, passwordHash: await hashPassword(password) };
    }),
  );
  const created = await createStudents(db, accounts, now);
  return {
    message: messages.added,
    students: created.map((c, i) => ({
      _id: c._id,
      ID: c.ID,
      firstName: accounts[i].fields.firstName,
      middleName: accounts[i].fields.middleName,
      lastName: accounts[i].fields.lastName,
      temporaryPassword: accounts[i].password,
    })),
  };
}

/** The 400 of an import: `{ error, students }` (the routes send the body as it is). */
export class ImportRejected extends HttpError {
  constructor(public readonly students: StudentImportRowResult[]) {
    super(400, messages.importHasErrors);
  }
}

// ─── Edit, delete, freeze (super admin) ─────────────────────────────────────

/** Refuses changes to a frozen (Inactive) student (spec 000 §4). */
export function assertActive(found: StudentWithUser) {
  if (!found.student.status) throw badRequest(messages.studentFrozen);
}

export async function editStudent(db: Db, key: string, input: unknown) {
  const found = await findStudent(db, key);
  assertActive(found);
  const fields = parseStudentFields(input);
  if ((await takenEmails(db, [fields.email.toLowerCase()], found.user.id)).size) throw badRequest(messages.emailTaken);
  await db.transaction(async (tx) => {
    await tx.update(students).set(studentValues(fields)).where(eq(students.id, found.student.id));
    await tx
      .update(users)
      .set({ fullName: fullNameOf(fields), email: fields.email.toLowerCase() })
      .where(eq(users.id, found.user.id));
  });
  return { message: messages.updated, student: await loadStudentRecord(db, found.student.id) };
}

/** Deletes the account (the record, sections and links go with it) and every stored file. */
export async function deleteStudent(db: Db, uploadDir: string, key: string) {
  const found = await findStudent(db, key);
  assertActive(found);
  await db.delete(users).where(eq(users.id, found.user.id));
  const s = found.student;
  const files = [s.profilePic, s.birthCertificate, s.nationalId, ...s.gradeReports, ...s.neccesseryDoc];
  await Promise.all(files.map((f) => removeStored(uploadDir, 'students', f)));
  return { message: messages.deleted };
}

/** PUT freezstudent {ID}: Active ⇄ Inactive; an Inactive student's account cannot sign in. */
export async function toggleFreeze(db: Db, ID: string) {
  const found = await findStudent(db, ID);
  const status = !found.student.status;
  await db.transaction(async (tx) => {
    await tx.update(students).set({ status }).where(eq(students.id, found.student.id));
    await tx.update(users).set({ frozen: !status }).where(eq(users.id, found.user.id));
  });
  return {
    message: status ? messages.studentUnfrozenText : messages.studentFrozenText,
    student: await loadStudentRecord(db, found.student.id),
  };
}
