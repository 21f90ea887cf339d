import type { FastifyRequest } from 'fastify';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db';
import { roles, schedulePeriods, users } from '../../db/schema';
import type { Policy } from '../policy-engine';
import { reachableUserIds } from './communication';
import { teachesOrOwnsSection, teachesSection } from './sections';

// ─── What a granted permission unlocks (issue 12) ────────────────────────────────────────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.
// The catalog (modules/permissions/catalog.ts) names four permissions the product acts on. Each
// widens the admin-only (or owner-only) routes of its area with `.or(...)` for teachers, within
// the scope below; an expired grant is no grant (hasPermission, policy-engine.ts).

/** MANAGE_SCHEDULE: the section the schedule write is about (body section_id, or a period's section). */
export async function scheduleSectionOf(db: Db, req: FastifyRequest): Promise<string | null> {
  const body = req.body as { section_id?: unknown } | undefined;
  if (typeof body?.section_id === 'string') return body.section_id;
  const periodId = (req.params as { id?: string } | undefined)?.id;
  if (!periodId) return null;
  const [row] = await db
    .select({ sectionId: schedulePeriods.sectionId })
    .from(schedulePeriods)
    .where(eq(schedulePeriods.id, periodId))
    .limit(1);
  return row?.sectionId ?? null;
}

/** MANAGE_SCHEDULE's scope: the sections the holder teaches (this or any period) or owns. */
export const ownScheduleScope: Policy['check'] = async (req, { db }) => {
  const sectionId = await scheduleSectionOf(db, req);
  return !!sectionId && teachesOrOwnsSection(db, req.auth!, sectionId);
};

/**
 * PUSH_NOTIFICATION's scope: named people only (no whole roles), each a student of a section the
 * holder teaches or owns this period, or a parent of such a student.
 */
export const ownPupilsScope: Policy['check'] = async (req, { db, now }) => {
  const body = req.body as { users?: string[]; roles?: string[] };
  if (body.roles?.length || !body.users?.length) return false;
  const reach = await reachableUserIds(db, req.auth!, now());
  if (reach === 'everyone') return true;
  const chosen = [...new Set(body.users)];
  const rows = await db
    .select({ id: users.id, ID: users.ID, role: roles.kind })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(or(inArray(users.id, chosen), inArray(users.ID, chosen)));
  const ok = new Set(rows.filter((r) => (r.role === 'student' || r.role === 'Family') && reach.has(r.id)).flatMap((r) => [r.id, r.ID]));
  return chosen.every((c) => ok.has(c));
};

/** VIEW_GRADE_REPORTS's scope: a section (params.section_id) the holder teaches. */
export const taughtSectionScope: Policy['check'] = (req, { db }) =>
  teachesSection(db, req.auth!, { sectionId: (req.params as { section_id: string }).section_id });
