import { randomInt } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { roles, users } from '../../db/schema';

// Letters and digits a person cannot confuse when reading a password aloud (no 0/O, 1/l/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const SYMBOLS = '!#%+=?@';

/**
 * A random temporary password of 12 characters (within the 8 to 15 of spec 000 §9), with an
 * upper- and lower-case letter, a digit and a symbol, from the CSPRNG.
 */
export function temporaryPassword(): string {
  const pick = (from: string) => from[randomInt(from.length)];
  const chars = [pick('ABCDEFGHJKLMNPQRSTUVWXYZ'), pick('abcdefghijkmnpqrstuvwxyz'), pick('23456789'), pick(SYMBOLS)];
  while (chars.length < 12) chars.push(pick(ALPHABET));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The number of the highest TE-nnnn login ID in use (0 when none). */
export async function highestTeacherNumber(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | null>`max(cast(substring(${users.ID} from 4) as integer))` })
    .from(users)
    .where(and(like(users.ID, 'TE-%'), sql`${users.ID} ~ '^TE-[0-9]+$'`));
  return Number(row?.n ?? 0);
}

export const teacherLoginId = (n: number) => `TE-${String(n).padStart(4, '0')}`;

export async function teacherRoleId(db: Db): Promise<string> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'teacher')).limit(1);
  if (!role) throw new Error('the teacher role is missing');
  return role.id;
}

/** The lower-cased emails among `emails` that an account already uses (except `exceptUserId`'s). */
export async function emailsInUse(db: Db, emails: string[], exceptUserId?: string): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Set(rows.filter((r) => r.id !== exceptUserId).map((r) => r.email));
}

export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
