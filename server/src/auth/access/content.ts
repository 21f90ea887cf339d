import type { FastifyRequest } from 'fastify';
import { isAdmin } from '../policy-engine';
import { callerOf } from '../policy-hooks';

// ─── The public site's hidden items (issue 7) ────────────────────────────────────────────────

/**
 * Content of the public site that is hidden (news not live, a gallery item or staff message not
 * shown, its photo): admins only. A shown item is public. Without a usable token the caller
 * gets 401 (440 when the session expired), a signed-in non-admin 403.
 */
export function shownOrAdmin(req: FastifyRequest, shown: boolean): boolean {
  return shown || isAdmin(callerOf(req));
}
