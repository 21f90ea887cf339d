import { and, count, desc, eq, inArray, max, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatHistoryParams, ChatHistoryResponse, ChatMessage, ChatUser, RoleName, SendMessagePayload } from '@school/api/schemas';
import { messages } from '../../../i18n';
import type { Db } from '../../../db';
import { chatMessages, roles, students, users } from '../../../db/schema';
import { pictureOf, roleTypeOf } from '../../../auth/service';
import type { AuthUser } from '../../../auth/guard';
import { isCaller, mayReach, reachableUserIds } from '../../../auth/policies';
import { badRequest, forbidden, notFound } from '../../../http/errors';

// ─── Chat rules (spec 001 Chat): who is listed, what is stored, what is seen ─────────────────

/** A users.id from an `_id` or a login ID, or null. */
export async function resolveUserId(db: Db, idOrLogin: string): Promise<string | null> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, idOrLogin), eq(users.ID, idOrLogin)))
    .limit(1);
  return u?.id ?? null;
}

/**
 * GET users: the people the caller may chat with (admins: every account, themselves included, as
 * the Users grid needs), with presence, unread counts and the last message time.
 */
export async function listChatUsers(db: Db, auth: AuthUser, now: Date, online: Set<string>): Promise<ChatUser[]> {
  const reach = await reachableUserIds(db, auth, now);
  if (reach !== 'everyone' && reach.size === 0) return [];
  const rows = await db
    .select({ user: users, role: roles.kind, roleName: roles.name, studentPic: students.profilePic })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    // A student without a picture of their own shows their record's photo (as login and users/{id} do).
    .leftJoin(students, eq(students.userId, users.id))
    .where(reach === 'everyone' ? undefined : inArray(users.id, [...reach]))
    .orderBy(users.fullName);
  const unread = await db
    .select({ from: chatMessages.senderId, n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, auth.userId), eq(chatMessages.seen, false)))
    .groupBy(chatMessages.senderId);
  const unreadOf = new Map(unread.map((u) => [u.from, Number(u.n)]));
  const sentTo = await db
    .select({ other: chatMessages.receiverId, at: max(chatMessages.createdAt) })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, auth.userId))
    .groupBy(chatMessages.receiverId);
  const gotFrom = await db
    .select({ other: chatMessages.senderId, at: max(chatMessages.createdAt) })
    .from(chatMessages)
    .where(eq(chatMessages.receiverId, auth.userId))
    .groupBy(chatMessages.senderId);
  const lastOf = new Map<string, string>();
  for (const l of [...sentTo, ...gotFrom]) {
    const at = l.at ? new Date(l.at).toISOString() : null;
    if (at && (!lastOf.has(l.other) || lastOf.get(l.other)! < at)) lastOf.set(l.other, at);
  }
  return rows.map(({ user, role, roleName, studentPic }) => ({
    _id: user.id,
    ID: user.ID,
    fullName: user.fullName,
    email: user.email,
    type: roleTypeOf(role, roleName),
    role: role as RoleName,
    approved: user.approved,
    temp_password_changed: user.tempPasswordChanged,
    online: online.has(user.id),
    unreadMessage: unreadOf.get(user.id) ?? 0,
    ...pictureOf(user, studentPic),
    lastMessageAt: lastOf.get(user.id) ?? null,
  }));
}

const senderUser = alias(users, 'sender_user');
const receiverUser = alias(users, 'receiver_user');

function messageQuery(db: Db) {
  return db
    .select({
      m: chatMessages,
      senderID: senderUser.ID,
      receiverID: receiverUser.ID,
    })
    .from(chatMessages)
    .innerJoin(senderUser, eq(senderUser.id, chatMessages.senderId))
    .innerJoin(receiverUser, eq(receiverUser.id, chatMessages.receiverId));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['execute']>>[number];

export const toChatMessage = ({ m, senderID, receiverID }: MessageRow): ChatMessage => ({
  _id: m.id,
  message: m.message,
  sender: { _id: m.senderId, ID: senderID },
  receiver: { _id: m.receiverId, ID: receiverID },
  timestamp: m.createdAt.toISOString(),
  seen: m.seen,
  clientId: m.clientId,
});

const between = (a: string, b: string) =>
  or(and(eq(chatMessages.senderId, a), eq(chatMessages.receiverId, b)), and(eq(chatMessages.senderId, b), eq(chatMessages.receiverId, a)));

/**
 * GET chat/user/{id}/{chatWith}/{skip}/{limit}: `id` is the caller (own `_id` or ID only); a
 * conversation is readable with someone reachable now or anyone the caller already talked with.
 */
export async function chatHistory(db: Db, auth: AuthUser, p: ChatHistoryParams, now: Date): Promise<ChatHistoryResponse> {
  const self = auth.userId; // the route's policy checked that `id` names the caller
  const other = await resolveUserId(db, p.chatWith);
  if (!other) throw notFound(messages.chatUserNotFound);
  const [{ n }] = await db.select({ n: count() }).from(chatMessages).where(between(self, other));
  if (Number(n) === 0 && !(await mayReach(db, auth, other, now, { applicants: true }))) throw forbidden(messages.chatNotReachable);
  const rows = await messageQuery(db).where(between(self, other)).orderBy(desc(chatMessages.seq)).offset(p.skip).limit(p.limit);
  return { chat: rows.reverse().map(toChatMessage), total: Number(n) };
}

export interface ChatReach {
  /** May the caller message this users.id (cached by the socket for a short while)? */
  mayReach: (userId: string) => Promise<boolean>;
  /** The login ID of a users.id, or null when there is no such person. */
  loginIdOf: (userId: string) => Promise<string | null>;
}

/**
 * Stores a message once per (sender, clientId): a resend of the same clientId answers the stored
 * row with `created: false`. The sender is the socket's own person; the receiver must be reachable.
 */
export async function saveChatMessage(
  db: Db,
  auth: AuthUser,
  p: SendMessagePayload,
  reach: ChatReach,
): Promise<{ chat: ChatMessage; created: boolean }> {
  if (!isCaller(auth, p.senderId)) throw forbidden(messages.chatSendAsYourself);
  const receiverID = await reach.loginIdOf(p.receiverId);
  if (!receiverID) throw notFound(messages.chatUserNotFound);
  const ownResend = and(eq(chatMessages.senderId, auth.userId), eq(chatMessages.clientId, p.clientId));
  if (!(await reach.mayReach(p.receiverId))) {
    // A resend of a message stored before the rule changed is still answered with the stored row.
    const [old] = await messageQuery(db).where(ownResend).limit(1);
    if (old) return { chat: toChatMessage(old), created: false };
    throw forbidden(messages.chatNotReachable);
  }
  const [m] = await db
    .insert(chatMessages)
    .values({ senderId: auth.userId, receiverId: p.receiverId, clientId: p.clientId, message: p.message })
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
    .returning();
  if (m) return { chat: toChatMessage({ m, senderID: auth.ID, receiverID }), created: true };
  const [stored] = await messageQuery(db).where(ownResend).limit(1);
  if (!stored) throw badRequest();
  return { chat: toChatMessage(stored), created: false };
}

/** The socket's reach checks: the rule's answer for one caller, kept for `ttlMs`. */
export function cachedReach(db: Db, auth: AuthUser, now: () => Date, ttlMs = 30_000): ChatReach {
  let reach: { at: number; set: Set<string> | 'everyone' } | null = null;
  const logins = new Map<string, string | null>();
  const loginIdOf = async (userId: string) => {
    if (!logins.has(userId)) {
      const [u] = await db.select({ ID: users.ID }).from(users).where(eq(users.id, userId)).limit(1);
      logins.set(userId, u ? u.ID : null);
    }
    return logins.get(userId) ?? null;
  };
  return {
    loginIdOf,
    mayReach: async (userId) => {
      const t = now().getTime();
      if (!reach || t - reach.at > ttlMs) reach = { at: t, set: await reachableUserIds(db, auth, now()) };
      if (reach.set !== 'everyone') return reach.set.has(userId);
      return mayReach(db, auth, userId, now(), { applicants: true });
    },
  };
}

/** markAsSeen: only messages sent to the caller turn seen; returns them with their senders. */
export async function markMessagesSeen(db: Db, auth: AuthUser, ids: string[], now: Date) {
  if (!ids.length) return [];
  return db
    .update(chatMessages)
    .set({ seen: true, seenAt: now })
    .where(and(inArray(chatMessages.id, ids), eq(chatMessages.receiverId, auth.userId), eq(chatMessages.seen, false)))
    .returning({ id: chatMessages.id, senderId: chatMessages.senderId });
}
