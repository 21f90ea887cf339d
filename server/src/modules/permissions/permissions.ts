import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Approver, type Grant, type Permission, type PermissionBody } from '@school/api/schemas';
import { messages } from '../../i18n';
import { permissionRequestBodySchema } from '@school/api/schemas';
import type { Db } from '../../db';
import { permissionApprovers, permissionRequests, permissions, rolePermissions, roles, userPermissions, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { constantOf, unlocksOf } from './catalog';

/** Roles whose people may approve requests: staff, never students or parents. */
const APPROVER_ROLES = ['super admin', 'admin', 'teacher'];

export async function approversByIds(db: Db, ids: string[]): Promise<Map<string, Approver>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ _id: users.id, ID: users.ID, fullName: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r._id, r]));
}

async function toPermissions(db: Db, rows: (typeof permissions.$inferSelect)[]): Promise<Permission[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(permissionApprovers)
    .where(
      inArray(
        permissionApprovers.permissionId,
        rows.map((r) => r.id),
      ),
    );
  const people = await approversByIds(
    db,
    links.map((l) => l.userId),
  );
  const at = (pid: string, level: number) =>
    links
      .filter((l) => l.permissionId === pid && l.level === level)
      .map((l) => people.get(l.userId)!)
      .filter(Boolean)
      .sort((a, b) => a.ID.localeCompare(b.ID));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    constant: r.constant,
    description: r.description,
    first_approver: at(r.id, 1),
    second_approver: at(r.id, 2),
    third_approver: at(r.id, 3),
    unlocks: unlocksOf(r.constant),
  }));
}

export async function listPermissions(db: Db) {
  const rows = await db.select().from(permissions).orderBy(asc(permissions.name));
  return { permissions: await toPermissions(db, rows) };
}

export async function findPermission(db: Db, id: string) {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Every approver id must be a staff account (admin, super admin, teacher). */
async function checkApprovers(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: users.id, ID: users.ID, role: roles.kind })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, unique));
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const r = found.get(id);
    if (!r || !APPROVER_ROLES.includes(r.role)) throw badRequest(fill(messages.approverNotStaff, { who: r?.ID ?? id }));
  }
}

async function refuseDuplicate(db: Db, name: string, constant: string, except?: string) {
  const [dup] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(or(sql`lower(${permissions.name}) = lower(${name})`, eq(permissions.constant, constant)))
    .limit(1);
  if (dup && dup.id !== except) throw badRequest(fill(messages.permissionExists, { name }));
}

async function writeApprovers(db: Db, permissionId: string, body: ReturnType<typeof permissionRequestBodySchema.parse>) {
  await db.delete(permissionApprovers).where(eq(permissionApprovers.permissionId, permissionId));
  const rows = [body.first_approver, body.second_approver, body.third_approver].flatMap((ids, i) =>
    [...new Set(ids)].map((userId) => ({ permissionId, level: i + 1, userId })),
  );
  if (rows.length) await db.insert(permissionApprovers).values(rows);
}

export async function createPermission(db: Db, input: PermissionBody) {
  const body = permissionRequestBodySchema.parse(input);
  const constant = constantOf(body.name);
  await checkApprovers(db, [...body.first_approver, ...body.second_approver, ...body.third_approver]);
  return db.transaction(async (tx) => {
    await refuseDuplicate(tx, body.name, constant);
    const [row] = await tx.insert(permissions).values({ name: body.name, constant, description: body.description }).returning();
    await writeApprovers(tx, row.id, body);
    const [permission] = await toPermissions(tx, [row]);
    return { message: messages.permissionCreated, permission };
  });
}

export async function updatePermission(db: Db, id: string, input: PermissionBody) {
  const body = permissionRequestBodySchema.parse(input);
  const constant = constantOf(body.name);
  await checkApprovers(db, [...body.first_approver, ...body.second_approver, ...body.third_approver]);
  return db.transaction(async (tx) => {
    await findPermission(tx, id);
    await refuseDuplicate(tx, body.name, constant, id);
    const [row] = await tx
      .update(permissions)
      .set({ name: body.name, constant, description: body.description, updatedAt: new Date() })
      .where(eq(permissions.id, id))
      .returning();
    await writeApprovers(tx, id, body);
    const [permission] = await toPermissions(tx, [row]);
    return { message: messages.permissionUpdated, permission };
  });
}

/** Refused while people hold it or requests for it are open: removing rights is a deliberate act. */
export async function deletePermission(db: Db, id: string, now: Date) {
  await findPermission(db, id);
  const [{ grants }] = await db
    .select({ grants: count() })
    .from(userPermissions)
    .where(and(eq(userPermissions.permissionId, id), or(isNull(userPermissions.expiresAt), gt(userPermissions.expiresAt, now))));
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(permissionRequests)
    .where(and(eq(permissionRequests.permissionId, id), eq(permissionRequests.status, 'pending')));
  const what = [
    Number(grants) ? fill(messages.permissionInUseGrants, { count: Number(grants) }) : null,
    Number(pending) ? fill(messages.permissionInUsePending, { count: Number(pending) }) : null,
  ].filter(Boolean);
  if (what.length) throw badRequest(fill(messages.permissionInUse, { what: what.join(' and ') }));
  await db.delete(permissions).where(eq(permissions.id, id));
  return { message: messages.permissionDeleted };
}

// ─── Grants ──────────────────────────────────────────────────────────────────────────────────

export async function findPermissionByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(permissions)
    .where(sql`lower(${permissions.name}) = lower(${name})`)
    .limit(1);
  if (!row) throw badRequest(fill(messages.permissionNotFound, { name }));
  return row;
}

/** Grants (or renews) a permission: one row per user and permission, the latest expiry wins. */
export async function grantPermission(
  db: Db,
  grant: { userId: string; permissionId: string; grantedBy: string | null; requestId?: string | null; expiresAt: Date | null },
) {
  await db
    .insert(userPermissions)
    .values({ ...grant, requestId: grant.requestId ?? null })
    .onConflictDoUpdate({
      target: [userPermissions.userId, userPermissions.permissionId],
      set: { grantedBy: grant.grantedBy, requestId: grant.requestId ?? null, expiresAt: grant.expiresAt, createdAt: new Date() },
    });
}

/** A user's `_id` from an `_id` or a login ID (404 when none). */
export async function resolveUser(db: Db, idOrLogin: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, idOrLogin), eq(users.ID, idOrLogin)))
    .limit(1);
  if (!user) throw notFound();
  return user.id;
}

export async function assignPermission(
  db: Db,
  by: string,
  body: { userId: string; permissionName: string; expiresAt?: string | null },
  now: Date,
) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, body.userId), eq(users.ID, body.userId)))
    .limit(1);
  if (!user) throw notFound();
  const permission = await findPermissionByName(db, body.permissionName);
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw badRequest(messages.grantExpiryPast);
  await grantPermission(db, { userId: user.id, permissionId: permission.id, grantedBy: by, expiresAt });
  return { message: messages.permissionAssigned, ...(await grantsOf(db, user.id, now)) };
}

export async function removePermission(db: Db, body: { userId: string; permissionName: string }, now: Date) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, body.userId), eq(users.ID, body.userId)))
    .limit(1);
  if (!user) throw notFound();
  const permission = await findPermissionByName(db, body.permissionName);
  const gone = await db
    .delete(userPermissions)
    .where(and(eq(userPermissions.userId, user.id), eq(userPermissions.permissionId, permission.id)))
    .returning({ id: userPermissions.id });
  if (gone.length === 0) throw badRequest(messages.permissionNotHeld);
  return { message: messages.permissionRemoved, ...(await grantsOf(db, user.id, now)) };
}

/** A user's grants, newest first; expired ones stay listed as inactive. */
export async function grantsOf(db: Db, userId: string, now: Date): Promise<{ grants: Grant[] }> {
  const rows = await db
    .select({ grant: userPermissions, permission: permissions })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, userId))
    .orderBy(asc(permissions.name));
  // The permissions the person's role carries (issue 37), listed after their own.
  const viaRole = await db
    .select({ grant: rolePermissions, permission: permissions, role: roles.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(users, eq(users.roleId, rolePermissions.roleId))
    .where(eq(users.id, userId))
    .orderBy(asc(permissions.name));
  const grantOf = (
    _id: string,
    grant: { createdAt: Date; expiresAt: Date | null },
    permission: typeof permissions.$inferSelect,
    role?: string,
  ): Grant => ({
    _id,
    permission: { _id: permission.id, name: permission.name, constant: permission.constant, description: permission.description },
    unlocks: unlocksOf(permission.constant),
    grantedAt: grant.createdAt.toISOString(),
    expiresAt: grant.expiresAt?.toISOString() ?? null,
    active: !grant.expiresAt || grant.expiresAt > now,
    ...(role ? { viaRole: role } : {}),
  });
  return {
    grants: [
      ...rows.map(({ grant, permission }) => grantOf(grant.id, grant, permission)),
      ...viaRole.map(({ grant, permission, role }) => grantOf(`role:${grant.roleId}:${permission.id}`, grant, permission, role)),
    ],
  };
}
