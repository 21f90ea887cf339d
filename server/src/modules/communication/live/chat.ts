import type { Socket } from 'socket.io';
import type { ZodType } from 'zod';
import { joinRoomSchema, markAsSeenSchema, messages, sendMessageSchema, type LiveAck } from '@school/api/schemas';
import { whenDurable, type Db } from '../../../db';
import type { AuthUser, Guard } from '../../../auth/guard';
import { HttpError, forbidden } from '../../../http/errors';
import { issuesText } from '../../../files/upload';
import { cachedReach, chatHistory, markMessagesSeen, resolveUserId, saveChatMessage, type ChatReach } from '../chat/service';
import { sessionRoom, userRoom, type LiveHub } from './hub';

// ─── Chat over the live connection (spec 001 §7 Chat) ───────────────────────────────────────
// Emitted by clients: joinRoom {userId, chatWith}, sendMessage {senderId, receiverId, message,
// skip, limit, clientId}, markAsSeen {messageIds}; each may pass an ack callback (LiveAck).
// Received: newMessage {chat, receiverId, senderID}, seenMessages {chatIds},
// updateUserStatus {userId, status}, onlineUsers [ids], error {error}.
// The handshake carries the session token (`auth: { token }`); it is checked like a bearer token
// and again before every event, so a logged-out, expired or frozen session is refused.

interface SocketData {
  auth: AuthUser;
  token: string;
  reach: ChatReach;
}

export interface ChatDeps {
  db: Db;
  guard: Guard;
  now: () => Date;
}

const textOf = (e: unknown) => (e instanceof HttpError ? e.message : messages.serverError);

/** Checks a token for the live connection: the guard's rules plus the temporary-password lock. */
async function authenticate(deps: ChatDeps, token: unknown): Promise<AuthUser> {
  const auth = await deps.guard.authenticate(typeof token === 'string' ? token : undefined);
  if (!auth.tempPasswordChanged) throw forbidden(messages.changePasswordFirst);
  return auth;
}

export function attachChat(live: LiveHub, deps: ChatDeps, log: (msg: string, err?: unknown) => void) {
  const { io } = live;

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      const auth = await authenticate(deps, token);
      const data = socket.data as SocketData;
      data.auth = auth;
      data.token = token as string;
      data.reach = cachedReach(deps.db, auth, deps.now);
      next();
    } catch (e) {
      const err = new Error(textOf(e)) as Error & { data?: unknown };
      err.data = { status: e instanceof HttpError ? e.statusCode : 500 };
      next(err);
    }
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    const { userId } = data.auth;
    void socket.join([userRoom(userId), sessionRoom(data.auth.sid)]);
    live.broadcast('updateUserStatus', { userId, status: 'online' });
    void live.onlineUserIds().then(
      (ids) => socket.emit('onlineUsers', [...ids]),
      (err) => log('live: online users failed', err),
    );

    /** The session again (logout, expiry, freeze): refused means disconnected. */
    const recheck = async (): Promise<AuthUser | null> => {
      try {
        data.auth = await authenticate(deps, data.token);
        return data.auth;
      } catch (e) {
        socket.emit('error', { error: textOf(e) });
        socket.disconnect(true);
        return null;
      }
    };

    /** One event: session check, validation, the handler; failures answer the ack and `error`. */
    const on = <T, R>(event: string, schema: ZodType<T>, handle: (auth: AuthUser, payload: T) => Promise<R>) => {
      socket.on(event, async (raw: unknown, ack?: (a: LiveAck<R>) => void) => {
        const reply = typeof ack === 'function' ? ack : () => {};
        const auth = await recheck();
        if (!auth) return reply({ ok: false, error: messages.unauthorized });
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          const error = issuesText(parsed.error.issues).join(', ') || messages.invalidData;
          socket.emit('error', { error });
          return reply({ ok: false, error });
        }
        try {
          const data = await handle(auth, parsed.data);
          // An acknowledged message is on disk (PGlite's group commit, db/pglite-durability.ts).
          await whenDurable(deps.db);
          reply({ ok: true, data });
        } catch (e) {
          if (!(e instanceof HttpError)) log(`live: ${event} failed`, e);
          const error = textOf(e);
          socket.emit('error', { error });
          reply({ ok: false, error });
        }
      });
    };

    on('joinRoom', joinRoomSchema, async (auth, p) => {
      // Opening a conversation: the same rule as reading its history.
      if ((await resolveUserId(deps.db, p.userId)) !== auth.userId) throw forbidden();
      await chatHistory(deps.db, auth, { id: auth.userId, chatWith: p.chatWith, skip: 0, limit: 1 }, deps.now());
      return undefined;
    });

    on('sendMessage', sendMessageSchema, async (auth, p) => {
      const { chat } = await saveChatMessage(deps.db, auth, p, data.reach);
      // Sent again for a resend too: delivery is at least once, clients show a message once.
      live.toUsers([chat.receiver._id, chat.sender._id], 'newMessage', { chat, receiverId: chat.receiver._id, senderID: chat.sender._id });
      return chat;
    });

    on('markAsSeen', markAsSeenSchema, async (auth, p) => {
      const seen = await markMessagesSeen(deps.db, auth, p.messageIds, deps.now());
      const bySender = new Map<string, string[]>();
      for (const s of seen) bySender.set(s.senderId, [...(bySender.get(s.senderId) ?? []), s.id]);
      for (const [sender, chatIds] of bySender) live.toUsers([sender], 'seenMessages', { chatIds });
      // The reader's other tabs lower their unread counts too.
      if (seen.length) live.toUsers([auth.userId], 'seenMessages', { chatIds: seen.map((s) => s.id) });
      return seen.map((s) => s.id);
    });

    socket.on('disconnect', () => {
      void live.isOnline(userId).then(
        (still) => !still && live.broadcast('updateUserStatus', { userId, status: 'offline' }),
        (err) => log('live: presence check failed', err),
      );
    });
  });
}

/** Disconnects this instance's sockets whose session ended (logout elsewhere, freeze, expiry). */
export async function recheckSessions(live: LiveHub, deps: ChatDeps): Promise<number> {
  let ended = 0;
  // A re-check reads the sessions again: the guard's remembered rows could hide a freeze or an
  // expiry written by another instance or straight to the database.
  deps.guard.forgetSessions();
  for (const socket of live.io.of('/').sockets.values() as Iterable<Socket>) {
    const data = socket.data as SocketData;
    try {
      data.auth = await authenticate(deps, data.token);
    } catch (e) {
      socket.emit('error', { error: textOf(e) });
      socket.disconnect(true);
      ended++;
    }
  }
  return ended;
}
