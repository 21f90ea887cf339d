import { messages } from '../i18n';
import { HttpError } from './errors';

// ─── Database refusals as 400s ───────────────────────────────────────────────────────────────
// What must never break is a database constraint (docs/conventions.md). When one refuses a write
// (two requests raced past the check in code), or PostgreSQL refuses a value (a NUL byte, an
// impossible date, a number out of range), the client gets a 400 `{ error }` naming the clash,
// never a 500.

export interface PgErrorFields {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  message?: string;
}

/** The PostgreSQL error (pg or PGlite) inside `err` (drizzle wraps it as `cause`), if any. */
export function pgErrorOf(err: unknown): PgErrorFields | null {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e || 'constraint' in e)) {
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
        table: typeof e.table === 'string' ? e.table : undefined,
        column: typeof e.column === 'string' ? e.column : undefined,
        message: typeof e.message === 'string' ? e.message : undefined,
      };
    }
  }
  return null;
}

export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const pg = pgErrorOf(err);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
};

/** The text of each named constraint's refusal; areas add theirs with `describeConstraint`. */
const constraintTexts = new Map<string, string>([
  ['users_email_lower_unique', messages.emailTaken],
  ['users_login_id_unique', messages.recordConflict],
  ['teacher_sections_unique', messages.teachersAssignmentConflict],
]);

/** Names the clash a constraint stands for, e.g. describeConstraint('exams_title_unique', messages.examTitleTaken). */
export function describeConstraint(name: string, text: string) {
  constraintTexts.set(name, text);
}

/**
 * The 400 for a database refusal the client caused, or null for anything else (a real fault).
 * 23xxx integrity (unique, foreign key, check, exclusion) and 22xxx data exceptions (NUL byte,
 * invalid date or number, value too long); 40001/40P01 (serialization, deadlock) ask to retry.
 */
export function dbErrorToHttp(err: unknown): HttpError | null {
  const pg = pgErrorOf(err);
  if (!pg) return null;
  if (pg.code.startsWith('23')) {
    return new HttpError(400, (pg.constraint && constraintTexts.get(pg.constraint)) || messages.recordConflict);
  }
  if (pg.code.startsWith('22')) return new HttpError(400, messages.invalidData);
  if (pg.code === '40001' || pg.code === '40P01') return new HttpError(400, messages.recordConflict);
  return null;
}
