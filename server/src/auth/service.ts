import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import {
  type ChangePasswordRequest,
  type LoginRequest,
  type PreferencesRequest,
  type RoleName,
  type RoleType,
  type SessionUser,
} from '@school/api/schemas';
import { messages } from '../i18n';
import type { Db } from '../db';
import { roles, sessions, students, users } from '../db/schema';
import type { AppConfig } from '../config';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors';
import type { AuthUser, SessionRow } from './guard';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { passwordWeakness, personalWords } from './common-passwords';
import { normaliseLoginId } from './login-id';
import { SESSION_MS, signToken, type TokenClaims } from './tokens';
import { fileKeyOf } from './file-tokens';

const userWithRole = (db: Db) =>
  db.select({ user: users, role: roles.kind, roleName: roles.name }).from(users).innerJoin(roles, eq(roles.id, users.roleId));

type Row = { user: typeof users.$inferSelect; role: string; roleName?: string };

/** The spec's `type` of a person: their role's kind as `name`, a custom role's own name as `role` (issue 37). */
export const roleTypeOf = (kind: string, roleName?: string): RoleType => ({
  name: kind as RoleName,
  ...(roleName && roleName !== kind ? { role: roleName } : {}),
});

/**
 * Where a user's picture is: their own (users/{photo}) or, for a student without one, the photo
 * of their student record (students/{profilePic}, read under that route's ownership rule).
 */
export const pictureOf = (user: { photo: string | null }, studentPic: string | null | undefined) =>
  user.photo ? { photo: user.photo, url: 'users' } : studentPic ? { photo: studentPic, url: 'students' } : { photo: null, url: 'users' };

export const toSessionUser = ({ user, role, roleName }: Row, studentPic?: string | null): SessionUser => ({
  _id: user.id,
  ID: user.ID,
  fullName: user.fullName,
  email: user.email,
  type: roleTypeOf(role, roleName),
  temp_password_changed: user.tempPasswordChanged,
  approved: user.approved,
  // photos are read from GET {url}/{photo}/{token}
  ...pictureOf(user, studentPic),
  online: user.online,
  unreadMessage: 0, // filled in by the chat issue
  language: user.language === 'am' ? 'am' : 'en',
  calendar: user.calendar === 'ethiopic' ? 'ethiopic' : 'gregorian',
});

/** The User-Agent a session is listed under (sessions list): printable, at most 300 characters. */
const deviceOf = (ua: string | undefined) => (ua ? ua.replace(/[^\x20-\x7e]/g, '').slice(0, 300) || null : null);

/**
 * POST login. `checked` is called once the password check (argon2id, the costly part) is over,
 * right or wrong: the sign-in gate's slot is given back then, not after the session's write
 * (decision 214). `signedIn` gets the new session as the guard reads it (auth/guard.ts
 * rememberSignIn: its first request reads nothing again, decision 260).
 */
export async function login(
  db: Db,
  config: AppConfig,
  body: LoginRequest,
  userAgent?: string,
  checked: () => void = () => {},
  signedIn: (token: string, claims: TokenClaims, row: SessionRow) => void = () => {},
) {
  // IDs match whatever their case (the users table holds a unique index on lower(login_id)).
  // With the student record's picture (a student without a photo of their own shows it): one statement.
  const [row] = await db
    .select({ user: users, role: roles.kind, roleName: roles.name, studentPic: students.profilePic })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(students, eq(students.userId, users.id))
    .where(sql`lower(${users.ID}) = ${normaliseLoginId(body.ID)}`)
    .limit(1);
  // Same work and the same answer for an unknown ID and a wrong password.
  const ok = await verifyPassword(row?.user.passwordHash ?? (await dummyHash()), body.password).finally(checked);
  if (!row || !ok) throw new HttpError(401, messages.wrongCredentials);
  if (row.user.frozen) throw forbidden(messages.accountFrozen);

  const now = config.now();
  const sid = crypto.randomUUID();
  const claims: TokenClaims = { sub: row.user.id, ID: row.user.ID, role: row.role as RoleName, sid };
  const token = await signToken(claims, config.jwtSecret, now);
  // The session's file key signs its file URLs (auth/file-tokens.ts); the client derives it from the token.
  // Seen now: its first request writes no "last seen" (issue 34: 2,000 writes in a start ramp).
  const session = {
    id: sid,
    userId: row.user.id,
    expiresAt: new Date(now.getTime() + SESSION_MS),
    fileKey: fileKeyOf(token),
    device: deviceOf(userAgent),
    lastSeenAt: now,
  };
  await db.insert(sessions).values(session);
  signedIn(token, claims, {
    userId: row.user.id,
    frozen: row.user.frozen,
    ID: row.user.ID,
    role: row.role,
    tempPasswordChanged: row.user.tempPasswordChanged,
    approved: row.user.approved,
    language: row.user.language,
    expiresAt: session.expiresAt,
    fileKey: session.fileKey,
    lastSeenAt: now,
  });
  return {
    token,
    message: messages.loginSuccess,
    user: toSessionUser(row, row.role === 'student' && !row.user.photo ? row.studentPic : null),
  };
}

async function studentPicOf(db: Db, row: Row) {
  return row.role === 'student' && !row.user.photo
    ? (await db.select({ pic: students.profilePic }).from(students).where(eq(students.userId, row.user.id)).limit(1))[0]?.pic
    : null;
}

/** PUT preferences (issue 19): the caller's own language and calendar; answers the updated session user. */
export async function setPreferences(db: Db, auth: AuthUser, body: PreferencesRequest) {
  const change: Partial<typeof users.$inferInsert> = {};
  if (body.language) change.language = body.language;
  if (body.calendar) change.calendar = body.calendar;
  await db.update(users).set(change).where(eq(users.id, auth.userId));
  const [row] = await userWithRole(db).where(eq(users.id, auth.userId)).limit(1);
  if (!row) throw notFound();
  return { message: messages.preferencesSaved, user: toSessionUser(row, await studentPicOf(db, row)) };
}

export async function logout(db: Db, auth: AuthUser) {
  await db.delete(sessions).where(eq(sessions.id, auth.sid));
  return { message: messages.loggedOut };
}

/** PUT changepassword: the route's policy checked that the body's ID is the caller's own. */
export async function changePassword(db: Db, auth: AuthUser, body: ChangePasswordRequest) {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw notFound();
  // Strong enough for this person: not their ID, name or the school's name, no keyboard walk… (issue 36).
  const weak = passwordWeakness(body.new_password, personalWords(user.ID, user.fullName, messages.schoolName));
  if (weak) throw badRequest(weak);
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw badRequest(messages.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.update(users).set({ passwordHash, tempPasswordChanged: true }).where(eq(users.id, user.id));
  // Other devices signed in with the old password are signed out; this one stays.
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.sid)));
  return { message: messages.passwordChanged };
}

// ─── The caller's own sessions (settings: sign out everywhere, issue 36) ─────────────────────

/** GET sessions: the caller's live sessions, the current one marked, newest first. */
export async function listOwnSessions(db: Db, auth: AuthUser, now: Date) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, auth.userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  return {
    sessions: rows.map((s) => ({
      _id: s.id,
      device: s.device,
      createdAt: s.createdAt.toISOString(),
      // The current session is in use by this very request: seen now. (Its row's "last seen" is
      // written beside the request, not before it, so a read here may come first.)
      lastSeenAt: s.id === auth.sid ? now.toISOString() : (s.lastSeenAt?.toISOString() ?? null),
      current: s.id === auth.sid,
    })),
  };
}

/** DELETE sessions/{id}: one of the caller's own sessions (another person's is 404, as is an unknown one). */
export async function endOwnSession(db: Db, auth: AuthUser, id: string) {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, auth.userId)))
    .returning({ id: sessions.id });
  if (!gone.length) throw notFound();
  return { message: messages.sessionEnded };
}

/** DELETE sessions: every session of the caller, this one included; returns their ids (their sockets close). */
export async function endAllOwnSessions(db: Db, auth: AuthUser) {
  const gone = await db.delete(sessions).where(eq(sessions.userId, auth.userId)).returning({ id: sessions.id });
  return { message: messages.signedOutEverywhere, ended: gone.map((g) => g.id) };
}
