import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { calendarFeeds } from '../../db/schema';
import type { AuthUser } from '../guard';
import { isLinkedChild } from './people';

// ─── A person's private feeds and a student's audit trail (issue 39) ──────────────────────────
// Whether admins count is each question's own: a feed is its owner's alone (admins included), and
// the trail is the super admin's and a linked family's, not every admin's (decision 206).

/** Is the calendar feed `feedId` the caller's own (revoking it)? */
export async function ownsCalendarFeed(db: Db, auth: AuthUser, feedId: string): Promise<boolean> {
  const rows = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.userId, auth.userId)))
    .limit(1);
  return rows.length > 0;
}

/** The super admin reads any student's audit trail (decision 206). */
export const isSuperAdmin = (auth: AuthUser) => auth.role === 'super admin';

/**
 * May the caller read this student's (students.id) audit trail? A super admin; a Family account
 * its linked child's ("a parent can ask for it": decision 207, the family's copy without addresses).
 */
export async function mayReadTrail(db: Db, auth: AuthUser, studentId: string): Promise<boolean> {
  return isSuperAdmin(auth) || isLinkedChild(db, auth, studentId);
}
