import { eq, lte } from 'drizzle-orm';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';
import type { JobRunner } from '../jobs/runner';

// ─── Sessions: the rows that make a token valid ──────────────────────────────────────────────
// A token is accepted only while its session row exists and has not expired (guard.ts). Logout
// deletes the row; so do a password change (other devices), freezing the account, and the sweep
// below once the row's 10 hours are over.

/** Anything that runs queries: the database or a transaction. */
type Runner = Pick<Db, 'update' | 'delete'>;

/**
 * Freezes or unfreezes any account (teacher, student, parent, staff): a frozen account cannot
 * sign in, and freezing ends every session it has, so no open tab keeps working.
 */
export async function setAccountFrozen(tx: Runner, userId: string, frozen: boolean) {
  await tx.update(users).set({ frozen }).where(eq(users.id, userId));
  if (frozen) await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes the session rows whose expiry has passed; returns how many. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
  return gone.length;
}

/** How often the sweep runs: expired rows are refused anyway (440), so this only tidies. */
export const SESSION_SWEEP_MS = 15 * 60_000;

export function registerSessionSweep(jobs: JobRunner) {
  // A plain DELETE: several instances running it at once delete each row once, nothing to claim.
  jobs.register({ name: 'expired sessions', everyMs: SESSION_SWEEP_MS, run: purgeExpiredSessions });
}
