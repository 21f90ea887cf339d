import { randomInt } from 'node:crypto';
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { type OfferedLanguage as Language, type RoleName } from '@school/api/schemas';
import { messages } from '../i18n';
import type { Db } from '../db';
import { students, users } from '../db/schema';
import { hashPassword } from '../auth/password';
import { badRequest } from '../http/errors';

// ─── The one way an account is made ──────────────────────────────────────────────────────────
// Teachers (addteacher, import), students (addsinglestudent, import), applicants (register) and
// later parents and createuser all come here, so they share three rules (docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md):
//   the login ID   <prefix>-nnnn from a database sequence per prefix (never max + 1);
//   the password   a random temporary one (12 characters from the CSPRNG, upper, lower, digit,
//                  symbol; to change at first sign-in) unless the person chose their own;
//   the email      stored lower-cased, unique without regard to case (a unique index on
//                  lower(email) backs the check under concurrency).

/** The login ID prefix of each role. */
export const LOGIN_PREFIX: Record<RoleName, string> = {
  teacher: 'TE',
  student: 'ST',
  admin: 'AD',
  'super admin': 'SA',
  Family: 'FA',
};

/** The sequence of each prefix (db/schema/accounts.ts). */
const sequenceOf = (prefix: string) => `login_id_${prefix.toLowerCase()}_seq`;

export const loginId = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, '0')}`;

export const normalEmail = (email: string) => email.trim().toLowerCase();

// Letters and digits a person cannot confuse when reading a password aloud (no 0/O, 1/l/I).
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!#%+=?@';
const ALPHABET = UPPER + LOWER + DIGITS;

/**
 * A random temporary password of 12 characters (within the 8 to 15 of spec 000 §9), with an
 * upper- and lower-case letter, a digit and a symbol, from the CSPRNG.
 */
export function temporaryPassword(): string {
  const pick = (from: string) => from[randomInt(from.length)];
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < 12) chars.push(pick(ALPHABET));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** How the account signs in: a hash, and the temporary password to hand over once (if any). */
export interface Credentials {
  passwordHash: string;
  /** Shown once to the admin who made the account; null when the person chose the password. */
  temporaryPassword: string | null;
}

/**
 * A new temporary password and its hash. Hash before the transaction: argon2id takes tens of
 * milliseconds, and a transaction holding locks should not wait for it.
 */
export async function temporaryCredentials(): Promise<Credentials> {
  const password = temporaryPassword();
  return { passwordHash: await hashPassword(password), temporaryPassword: password };
}

/** The person's own password (the application form): not temporary, no change forced. */
export async function chosenCredentials(password: string): Promise<Credentials> {
  return { passwordHash: await hashPassword(password), temporaryPassword: null };
}

export interface NewAccount {
  /** The role's kind: its login ID prefix. */
  role: RoleName;
  /** A custom role of that kind (roles.id, issue 37); omitted: the built-in role of the kind. */
  roleId?: string;
  fullName: string;
  /** Null only for a person brought in from another system without one (roster import, issue 39). */
  email: string | null;
  credentials: Credentials;
  /**
   * A login ID of the role's prefix the account keeps (the roster import's own IDs coming back,
   * issue 39); the caller checks it is free. Omitted: the next of the role's sequence.
   */
  ID?: string;
  /** The users row's id, when the caller made it beforehand (rows of the same import refer to it). */
  id?: string;
  /** False for an applicant (an unapproved student). @default true */
  approved?: boolean;
  photo?: string | null;
  /** The language the person reads (an applicant: the one the form was filled in). @default 'en' */
  language?: Language;
  createdAt: Date;
}

export interface CreatedAccount {
  /** users.id */
  userId: string;
  /** The login ID, e.g. TE-0013. */
  ID: string;
  email: string | null;
  temporaryPassword: string | null;
}

type Reader = Pick<Db, 'select' | 'execute'>;

/** The lower-cased emails among `emails` already used by an account or a student record (other than `exceptUserId`'s). */
export async function emailsInUse(db: Pick<Db, 'select'>, emails: string[], exceptUserId?: string): Promise<Set<string>> {
  const wanted = [...new Set(emails.map(normalEmail))];
  if (!wanted.length) return new Set();
  const u = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, wanted), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  const s = await db
    .select({ email: sql<string>`lower(${students.email})` })
    .from(students)
    .where(and(inArray(sql`lower(${students.email})`, wanted), exceptUserId ? ne(students.userId, exceptUserId) : undefined));
  return new Set([...u, ...s].map((r) => r.email));
}

/** 400 'email taken' when any of `emails` is in use. */
export async function assertEmailsFree(db: Pick<Db, 'select'>, emails: string[], exceptUserId?: string) {
  if ((await emailsInUse(db, emails, exceptUserId)).size) throw badRequest(messages.emailTaken);
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * `count` fresh login IDs of the role, in order, from its sequence. A number whose ID exists
 * already (written by hand, or before the sequence) is skipped rather than reused.
 */
export async function nextLoginIds(db: Reader, role: RoleName, count: number): Promise<string[]> {
  const prefix = LOGIN_PREFIX[role];
  const out: string[] = [];
  while (out.length < count) {
    const need = count - out.length;
    const numbers = rowsOf<{ n: string | number }>(
      await db.execute(sql`select nextval(${sequenceOf(prefix)}::regclass) as n from generate_series(1, ${need})`),
    ).map((r) => Number(r.n));
    const ids = numbers.sort((a, b) => a - b).map((n) => loginId(prefix, n));
    const taken = new Set((await db.select({ ID: users.ID }).from(users).where(inArray(users.ID, ids))).map((r) => r.ID));
    out.push(...ids.filter((id) => !taken.has(id)));
  }
  return out;
}

/**
 * Creates the accounts (users rows) in the caller's transaction, IDs in the order given. Every
 * email must be free (checked here; the unique index on lower(email) refuses a concurrent twin,
 * which the error handler answers as the same 400).
 */
export async function createAccounts(tx: Db, accounts: readonly NewAccount[]): Promise<CreatedAccount[]> {
  if (!accounts.length) return [];
  const emails = accounts.map((a) => (a.email === null ? null : normalEmail(a.email)));
  const given = emails.filter((e): e is string => e !== null);
  if (new Set(given).size !== given.length) throw badRequest(messages.emailTaken);
  await assertEmailsFree(tx, given);
  const byRole = new Map<RoleName, string[]>();
  for (const role of new Set(accounts.map((a) => a.role))) {
    byRole.set(role, await nextLoginIds(tx, role, accounts.filter((a) => a.role === role && !a.ID).length));
  }
  const roleId = (role: RoleName): SQL => sql`(select id from roles where built_in and kind = ${role})`;
  const rows = accounts.map((a, i) => ({
    ...(a.id ? { id: a.id } : {}),
    ID: a.ID ?? byRole.get(a.role)!.shift()!,
    fullName: a.fullName,
    email: emails[i],
    passwordHash: a.credentials.passwordHash,
    roleId: a.roleId ?? (roleId(a.role) as unknown as string),
    approved: a.approved ?? true,
    // A temporary password must be changed at the first sign-in; a chosen one need not be.
    tempPasswordChanged: a.credentials.temporaryPassword === null,
    photo: a.photo ?? null,
    language: a.language ?? 'en',
    createdAt: a.createdAt,
  }));
  const inserted = await tx.insert(users).values(rows).returning({ id: users.id, ID: users.ID });
  const idOf = new Map(inserted.map((r) => [r.ID, r.id]));
  return rows.map((r, i) => ({
    userId: idOf.get(r.ID)!,
    ID: r.ID,
    email: r.email,
    temporaryPassword: accounts[i].credentials.temporaryPassword,
  }));
}

/** One account: see createAccounts. */
export async function createAccount(tx: Db, account: NewAccount): Promise<CreatedAccount> {
  const [created] = await createAccounts(tx, [account]);
  return created;
}

/**
 * Moves every login ID sequence past the highest ID of its prefix in use (never backwards).
 * The seed calls it after writing its fixed IDs, and start-up after migrations, so a database
 * restored or filled before the sequences existed keeps numbering where it was.
 */
export async function syncLoginIdSequences(db: Pick<Db, 'execute'>) {
  for (const prefix of Object.values(LOGIN_PREFIX)) {
    const seq = sequenceOf(prefix);
    await db.execute(sql`
      select setval(${seq}::regclass, greatest(m.used, m.last, 1), greatest(m.used, m.last) > 0)
      from (
        select
          coalesce((select max(substring(login_id from 4)::bigint) from users where login_id ~ ${`^${prefix}-[0-9]{1,12}$`}), 0) as used,
          (select case when is_called then last_value else 0 end from ${sql.identifier(seq)}) as last
      ) m`);
  }
}
