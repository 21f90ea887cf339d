import type { FastifyRequest } from 'fastify';
import { isAdmin } from '../policy-engine';
import { callerOf } from '../policy-hooks';

// ─── The public site's hidden items (issue 7) ────────────────────────────────────────────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.

/**
 * Content of the public site that is hidden (news not live, a gallery item or staff message not
 * shown, its photo): admins only. A shown item is public. Without a usable token the caller
 * gets 401 (440 when the session expired), a signed-in non-admin 403.
 */
export function shownOrAdmin(req: FastifyRequest, shown: boolean): boolean {
  return shown || isAdmin(callerOf(req));
}
