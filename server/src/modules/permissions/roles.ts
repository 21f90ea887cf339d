import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { RoleName, RoleRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { mayGiveRole } from '../../auth/policy-engine';
import { permissions, rolePermissions, roles, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { unlocksOf } from './catalog';

// ─── Roles (spec 002 §6, issue 37, docs/decisions/0180-custom-roles-of-five-kinds.md) ──────────
// A role is a named record of one of five kinds; the kind fixes its holders' login ID prefix,
// landing page and base policy (auth reads roles.kind), and the role may carry permissions its
// holders get (role_permissions, read by hasPermission). The five built-in roles are named after
// their kind and are kept by the trigger roles_guard; a held role is kept by users.role_id.

/** A createrole without a kind makes a teacher-kind role (the spec's call sends only a name). */
const DEFAULT_KIND: RoleName = 'teacher';

async function userCount(db: Db, roleId: string) {
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.roleId, roleId));
  return Number(n);
}

async function permissionsOf(db: Db, roleIds: string[], now: Date) {
  const rows = roleIds.length
    ? await db
        .select({ roleId: rolePermissions.roleId, expiresAt: rolePermissions.expiresAt, permission: permissions })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(inArray(rolePermissions.roleId, roleIds))
        .orderBy(asc(permissions.name))
    : [];
  const out = new Map<string, ReturnType<typeof toRolePermission>[]>();
  for (const r of rows) out.set(r.roleId, [...(out.get(r.roleId) ?? []), toRolePermission(r, now)]);
  return out;
}

function toRolePermission(r: { expiresAt: Date | null; permission: typeof permissions.$inferSelect }, now: Date) {
  return {
    _id: r.permission.id,
    name: r.permission.name,
    constant: r.permission.constant,
    unlocks: unlocksOf(r.permission.constant),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    active: !r.expiresAt || r.expiresAt > now,
  };
}

/** GET getroles: every role with its kind, holder count and permissions, by name. */
export async function listRoles(db: Db, now: Date) {
  const rows = await db
    .select({ id: roles.id, name: roles.name, kind: roles.kind, builtIn: roles.builtIn, users: count(users.id) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(asc(roles.name));
  const perms = await permissionsOf(
    db,
    rows.map((r) => r.id),
    now,
  );
  return {
    roles: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      kind: r.kind,
      builtIn: r.builtIn,
      users: Number(r.users),
      permissions: perms.get(r.id) ?? [],
    })),
  };
}

async function oneRole(db: Db, id: string, now: Date) {
  const role = (await listRoles(db, now)).roles.find((r) => r._id === id);
  if (!role) throw notFound();
  return role;
}

async function refuseDuplicate(db: Db, name: string, except?: string) {
  const [dup] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`)
    .limit(1);
  if (dup && dup.id !== except) throw badRequest(fill(messages.roleExists, { name }));
}

async function findRole(db: Db, id: string) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The permissions named in a request, by name (400 naming the first unknown one). */
async function resolvePermissions(db: Db, wanted: NonNullable<RoleRequest['permissions']>) {
  const names = [...new Set(wanted.map((p) => p.name.toLowerCase()))];
  const rows = names.length
    ? await db
        .select({ id: permissions.id, name: permissions.name })
        .from(permissions)
        .where(inArray(sql`lower(${permissions.name})`, names))
    : [];
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  return wanted.map((p) => {
    const permissionId = byName.get(p.name.toLowerCase());
    if (!permissionId) throw badRequest(fill(messages.permissionNotFound, { name: p.name }));
    return { permissionId, expiresAt: p.expiresAt ? new Date(p.expiresAt) : null };
  });
}

/** Replaces what the role carries (an admin's direct grant, like assignpermission). */
async function setPermissions(tx: Db, roleId: string, wanted: RoleRequest['permissions'], grantedBy: string) {
  if (!wanted) return;
  const rows = await resolvePermissions(tx, wanted);
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Map(rows.map((r) => [r.permissionId, r])).values()];
  if (unique.length) await tx.insert(rolePermissions).values(unique.map((r) => ({ ...r, roleId, grantedBy })));
}

/** Only a super admin makes, changes or deletes a role of the super admin kind (as with accounts). */
function mayTouchKind(auth: AuthUser, kind: RoleName) {
  if (!mayGiveRole(auth, kind)) throw forbidden();
}

/** POST createrole {name, kind?, permissions?} (201). */
export async function createRole(db: Db, auth: AuthUser, body: RoleRequest, now: Date) {
  const kind = body.kind ?? DEFAULT_KIND;
  mayTouchKind(auth, kind);
  await refuseDuplicate(db, body.name);
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(roles).values({ id, name: body.name, kind, builtIn: false });
    await setPermissions(tx, id, body.permissions, auth.userId);
  });
  return { message: messages.roleCreated, role: await oneRole(db, id, now) };
}

/** PUT updaterole/{id} {name, kind?, permissions?}: the built-in roles keep their names and kinds. */
export async function updateRole(db: Db, auth: AuthUser, id: string, body: RoleRequest, now: Date) {
  const row = await findRole(db, id);
  mayTouchKind(auth, row.kind);
  const kind = body.kind ?? row.kind;
  mayTouchKind(auth, kind);
  if (row.builtIn && (body.name !== row.name || kind !== row.kind)) throw badRequest(fill(messages.roleBuiltIn, { name: row.name }));
  await refuseDuplicate(db, body.name, id);
  if (kind !== row.kind) {
    const n = await userCount(db, id);
    if (n > 0) throw badRequest(fill(messages.roleHeldKindFixed, { name: row.name, count: n }));
  }
  await db.transaction(async (tx) => {
    if (body.name !== row.name || kind !== row.kind) await tx.update(roles).set({ name: body.name, kind }).where(eq(roles.id, id));
    await setPermissions(tx, id, body.permissions, auth.userId);
  });
  return { message: messages.roleUpdated, role: await oneRole(db, id, now) };
}

/** DELETE deleterole/{id}: not a built-in role, not one anybody holds (the answer says how many). */
export async function deleteRole(db: Db, auth: AuthUser, id: string) {
  const row = await findRole(db, id);
  if (row.builtIn) throw badRequest(fill(messages.roleBuiltIn, { name: row.name }));
  mayTouchKind(auth, row.kind);
  const n = await userCount(db, id);
  if (n > 0) throw badRequest(fill(messages.roleInUse, { name: row.name, count: n }));
  await db.delete(roles).where(and(eq(roles.id, id), eq(roles.builtIn, false)));
  return { message: messages.roleDeleted };
}

/** The role createuser gives, by name (a spec client sends 'family' or 'parent' for Family); 400 when none. */
export async function roleByName(db: Db, name: string) {
  const wanted = name === 'family' || name === 'parent' ? 'Family' : name;
  const [row] = await db
    .select()
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${wanted})`)
    .limit(1);
  if (!row) throw badRequest(fill(messages.roleUnknown, { name }));
  return row;
}
