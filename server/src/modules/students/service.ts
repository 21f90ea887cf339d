import { eq } from 'drizzle-orm';
import {
  studentFieldsSchema,
  studentImportColumns,
  type ImportRowError,
  type StudentFields,
  type StudentImportRowResult,
} from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { createAccounts, emailsInUse, temporaryCredentials, type Credentials } from '../../accounts/service';
import { students, users } from '../../db/schema';
import { setAccountFrozen } from '../../auth/sessions';
import { badRequest, HttpError } from '../../http/errors';
import { issuesText, removeStored } from '../../files/upload';
import { findStudent, loadStudentRecord, type StudentWithUser } from './records';

// ─── Accounts ───────────────────────────────────────────────────────────────
// Made by the one account path (server/src/accounts): ST-nnnn from its sequence, a temporary
// password, the shared email rule.

/** Lower-cased emails already used by a user or a student (other than `exceptUserId`). */
const takenEmails = (db: Pick<Db, 'select'>, emails: string[], exceptUserId?: string) => emailsInUse(db, emails, exceptUserId);

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
  credentials: Credentials;
}

/** Creates approved student accounts and their records in one transaction: all of them or none. */
async function createStudents(db: Db, accounts: NewAccount[], now: Date) {
  return db.transaction(async (tx) => {
    const made = await createAccounts(
      tx,
      accounts.map((a) => ({
        role: 'student' as const,
        fullName: fullNameOf(a.fields),
        email: a.fields.email,
        credentials: a.credentials,
        createdAt: now,
      })),
    );
    const rows = await tx
      .insert(students)
      .values(
        accounts.map((a, i) => ({ userId: made[i].userId, ...studentValues(a.fields), approved: true, status: true, createdAt: now })),
      )
      .returning({ id: students.id, userId: students.userId });
    const recordOf = new Map(rows.map((r) => [r.userId, r.id]));
    return made.map((m) => ({ _id: recordOf.get(m.userId)!, ID: m.ID, userId: m.userId, temporaryPassword: m.temporaryPassword! }));
  });
}

/** POST addsinglestudent. */
export async function addStudent(db: Db, input: unknown, now: Date) {
  const fields = parseStudentFields(input);
  if ((await takenEmails(db, [fields.email.toLowerCase()])).size) throw badRequest(messages.emailTaken);
  const [created] = await createStudents(db, [{ fields, credentials: await temporaryCredentials() }], now);
  return { message: messages.added, student: await loadStudentRecord(db, created._id), temporaryPassword: created.temporaryPassword };
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
    (parsed as StudentFields[]).map(async (fields) => ({ fields, credentials: await temporaryCredentials() })),
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
      temporaryPassword: c.temporaryPassword,
    })),
  };
}

/** The 400 of an import: `{ error, students }` (the routes send the body as it is). */
export class ImportRejected extends HttpError {
  constructor(public readonly students: StudentImportRowResult[]) {
    super(400, messages.importHasErrors);
  }

  /** The same errors in the one shape of every import. */
  get errors(): ImportRowError[] {
    return this.students.flatMap((s, row) => s.errors.map((error) => ({ row, error })));
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

/** PUT freezstudent {ID}: Active ⇄ Inactive; an Inactive student's account cannot sign in, its sessions end. */
export async function toggleFreeze(db: Db, ID: string) {
  const found = await findStudent(db, ID);
  const status = !found.student.status;
  await db.transaction(async (tx) => {
    await tx.update(students).set({ status }).where(eq(students.id, found.student.id));
    await setAccountFrozen(tx, found.user.id, !status);
  });
  return {
    message: status ? messages.studentUnfrozenText : messages.studentFrozenText,
    student: await loadStudentRecord(db, found.student.id),
  };
}
