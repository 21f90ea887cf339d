import { and, eq, exists, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { permissionRequests, permissionRequestSteps } from '../../db/schema';
import type { AuthUser } from '../guard';
import { isCaller } from './people';

// ─── Permission requests (issue 12): the approvers of a request's three levels ───────────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.
// The point check (may the caller decide this request at this level) and the list scope (the
// requests the caller approves at some level, the Permission Tasks) side by side, so a list never
// shows what the point check would refuse, nor hides what it allows (issue 22).

/** A request's three levels as the spec names them, and as stored (1..3). */
export const LEVELS = ['first', 'second', 'third'] as const;
export type LevelName = (typeof LEVELS)[number];
export const levelNumber = (l: LevelName) => LEVELS.indexOf(l) + 1;
export const levelName = (n: number): LevelName => LEVELS[n - 1];

/** Is the caller the approver of this step (a request's level, a row already read: the decision reads it locked)? */
export const isApproverOf = (auth: AuthUser, step: { approverId: string } | undefined) => !!step && isCaller(auth, step.approverId);

/** Is the caller the approver chosen for this level of this request? */
export async function isApproverAt(db: Db, auth: AuthUser, requestId: string, level: LevelName): Promise<boolean> {
  const [step] = await db
    .select({ approverId: permissionRequestSteps.approverId })
    .from(permissionRequestSteps)
    .where(and(eq(permissionRequestSteps.requestId, requestId), eq(permissionRequestSteps.level, levelNumber(level))))
    .limit(1);
  return isApproverOf(auth, step);
}

/** Is the caller the person who asked for this request (a row already read)? */
export const isRequester = (auth: AuthUser, request: { requesterId: string }) => isCaller(auth, request.requesterId);

/** The list scope beside isApproverAt: permission requests where the caller approves at some level. */
export const approverTasksScope = (db: Db, auth: AuthUser): SQL =>
  exists(
    db
      .select({ one: permissionRequestSteps.level })
      .from(permissionRequestSteps)
      .where(and(eq(permissionRequestSteps.requestId, permissionRequests.id), eq(permissionRequestSteps.approverId, auth.userId))),
  );

/** The list scope of the caller's own requests (My Orders). */
export const ownRequestsScope = (auth: AuthUser): SQL => eq(permissionRequests.requesterId, auth.userId);
