import { asc, count, eq, sql } from 'drizzle-orm';
import { messages, roleNames, type Role } from '@school/api/schemas';
import type { Db } from '../../db';
import { roles, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../academics/shared';

const builtIn = (name: string) => (roleNames as readonly string[]).includes(name);

async function userCount(db: Db, roleId: string) {
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.roleId, roleId));
  return Number(n);
}

async function toRole(db: Db, row: typeof roles.$inferSelect): Promise<Role> {
  return { _id: row.id, name: row.name, builtIn: builtIn(row.name), users: await userCount(db, row.id) };
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

export async function createRole(db: Db, name: string) {
  await refuseDuplicate(db, name);
  const [row] = await db.insert(roles).values({ name }).returning();
  return { message: messages.roleCreated, role: await toRole(db, row) };
}

export async function renameRole(db: Db, id: string, name: string) {
  const row = await findRole(db, id);
  if (builtIn(row.name)) throw badRequest(fill(messages.roleBuiltIn, { name: row.name }));
  await refuseDuplicate(db, name, id);
  const [saved] = await db.update(roles).set({ name }).where(eq(roles.id, id)).returning();
  return { message: messages.roleUpdated, role: await toRole(db, saved) };
}

export async function deleteRole(db: Db, id: string) {
  const row = await findRole(db, id);
  if (builtIn(row.name)) throw badRequest(fill(messages.roleBuiltIn, { name: row.name }));
  const n = await userCount(db, id);
  if (n > 0) throw badRequest(fill(messages.roleInUse, { name: row.name, count: n }));
  await db.delete(roles).where(eq(roles.id, id));
  return { message: messages.roleDeleted };
}
