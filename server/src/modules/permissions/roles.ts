import { asc, count, eq, sql } from 'drizzle-orm';
import { roleNames } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { roles, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/text';

const builtIn = (name: string) => (roleNames as readonly string[]).includes(name);

async function userCount(db: Db, roleId: string) {
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.roleId, roleId));
  return Number(n);
}

export async function listRoles(db: Db) {
  const rows = await db
    .select({ id: roles.id, name: roles.name, users: count(users.id) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(asc(roles.name));
  return { roles: rows.map((r) => ({ _id: r.id, name: r.name, builtIn: builtIn(r.name), users: Number(r.users) })) };
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

/**
 * POST createrole: refused (issue 18, docs/decisions/0058-roles-are-the-five-built-in-ones.md). The five built-in roles are the ones the
 * policy module knows; what a custom role would add (rights beyond a role) is a permission,
 * granted through its approval chain. roles_built_in holds it in the database too.
 */
export async function createRole(db: Db, name: string) {
  await refuseDuplicate(db, name);
  throw badRequest(messages.rolesFixed);
}

/** PUT updaterole/{id}: the built-in roles keep their names; no other role exists. */
export async function renameRole(db: Db, id: string, name: string) {
  const row = await findRole(db, id);
  if (builtIn(row.name)) throw badRequest(fill(messages.roleBuiltIn, { name: row.name }));
  void name;
  throw badRequest(messages.rolesFixed);
}

export async function deleteRole(db: Db, id: string) {
  const row = await findRole(db, id);
  if (builtIn(row.name)) throw badRequest(fill(messages.roleBuiltIn, { name: row.name }));
  const n = await userCount(db, id);
  if (n > 0) throw badRequest(fill(messages.roleInUse, { name: row.name, count: n }));
  await db.delete(roles).where(eq(roles.id, id));
  return { message: messages.roleDeleted };
}
