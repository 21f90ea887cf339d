import { and, eq, ne } from 'drizzle-orm';
import { messages, type ChangePasswordRequest, type LoginRequest, type RoleName, type SessionUser } from '@school/api/schemas';
import type { Db } from '../db';
import { roles, sessions, users } from '../db/schema';
import type { AppConfig } from '../config';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors';
import type { AuthUser } from './guard';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { SESSION_MS, signToken } from './tokens';

const userWithRole = (db: Db) =>
  db
    .select({ user: users, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId));

type Row = { user: typeof users.$inferSelect; role: string };

export const toSessionUser = ({ user, role }: Row): SessionUser => ({
  _id: user.id,
  ID: user.ID,
  fullName: user.fullName,
  email: user.email,
  type: { name: role as RoleName },
  temp_password_changed: user.tempPasswordChanged,
  approved: user.approved,
  photo: user.photo,
  url: 'users', // photos are read from GET users/{photo}/{token}
  online: user.online,
  unreadMessage: 0, // filled in by the chat issue
});

export async function login(db: Db, config: AppConfig, body: LoginRequest) {
  const [row] = await userWithRole(db).where(eq(users.ID, body.ID)).limit(1);
  // Same work and the same answer for an unknown ID and a wrong password.
  const ok = await verifyPassword(row?.user.passwordHash ?? (await dummyHash()), body.password);
  if (!row || !ok) throw new HttpError(401, messages.wrongCredentials);
  if (row.user.frozen) throw forbidden(messages.accountFrozen);

  const now = config.now();
  const [session] = await db
    .insert(sessions)
    .values({ userId: row.user.id, expiresAt: new Date(now.getTime() + SESSION_MS) })
    .returning({ id: sessions.id });
  const token = await signToken(
    { sub: row.user.id, ID: row.user.ID, role: row.role as RoleName, sid: session.id },
    config.jwtSecret,
    now,
  );
  return { token, message: messages.loginSuccess, user: toSessionUser(row) };
}

export async function logout(db: Db, auth: AuthUser) {
  await db.delete(sessions).where(eq(sessions.id, auth.sid));
  return { message: messages.loggedOut };
}

export async function changePassword(db: Db, auth: AuthUser, body: ChangePasswordRequest) {
  // Only one's own password: the ID in the body is the spec's field, checked against the token.
  if (body.ID !== auth.ID) throw forbidden();
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw badRequest(messages.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.update(users).set({ passwordHash, tempPasswordChanged: true }).where(eq(users.id, user.id));
  // Other devices signed in with the old password are signed out; this one stays.
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.sid)));
  return { message: messages.passwordChanged };
}
