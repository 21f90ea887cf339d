import type { ZodType } from 'zod';
import { randomUUID } from 'node:crypto';
import { joinRoomSchema, markAsSeenSchema, sendMessageSchema, type ErrorCode, type LiveAck } from '@school/api/schemas';
import { inLanguage, languageFromHeader, messages } from '../../../i18n';
import { whenDurable, type Db } from '../../../db';
import type { AuthUser, Guard } from '../../../auth/guard';
import { HttpError, forbidden } from '../../../http/errors';
import { dbErrorToHttp } from '../../../http/db-errors';
import { refusedInput } from '../../../http/input-guard';
import { isCallerKey, policies, reachableUserIds } from '../../../auth/policies';
import { lockOf } from '../../../auth/policy-hooks';
import { issuesText } from '../../../files/upload';
import { cachedReach, chatHistory, markMessagesSeen, saveChatMessage, type ChatReach } from '../chat/service';
import { sessionRoom, userRoom, type LiveHub } from './hub';

// ─── Chat over the live connection (spec 001 §7 Chat) ───────────────────────────────────────
// Emitted by clients: joinRoom {userId, chatWith}, sendMessage {senderId, receiverId, message,
// skip, limit, clientId}, markAsSeen {messageIds}; each may pass an ack callback (LiveAck).
// Received: newMessage {chat, receiverId, senderID}, seenMessages {chatIds},
// updateUserStatus {userId, status}, onlineUsers [ids], error {error, code}.
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

/** What the client is told: our own refusals, a value the database refused as invalid data, else a server error. */
const textOf = (e: unknown) => (e instanceof HttpError ? e.message : (dbErrorToHttp(e)?.message ?? messages.serverError));
/** Its machine code, which clients branch on (never the text, which is in the reader's language). */
const codeOf = (e: unknown): ErrorCode => (e instanceof HttpError ? e.code : (dbErrorToHttp(e)?.code ?? 'server_error'));

/** Longest string any socket event may carry (a chat message is far shorter; the schemas say). */
const MAX_EVENT_STRING = 10_000;

/** A NUL byte or an over-long string anywhere in an event: refused before any schema or query. */
const refusedEvent = (raw: unknown): string | null => {
  const why = refusedInput(raw);
  if (why) return why;
  const tooLong = (v: unknown): boolean =>
    typeof v === 'string' ? v.length > MAX_EVENT_STRING : !!v && typeof v === 'object' && Object.values(v).some(tooLong);
  return tooLong(raw) ? 'string too long' : null;
};

/** Checks a token for the live connection: the guard's rules plus the account locks of the chat socket's policy (auth). */
async function authenticate(deps: ChatDeps, token: unknown): Promise<AuthUser> {
  const auth = await deps.guard.authenticate(typeof token === 'string' ? token : undefined);
  const lock = lockOf(auth, policies.liveChat);
  if (lock) throw lock;
  return auth;
}

export function attachChat(live: LiveHub, deps: ChatDeps, log: (msg: string, err?: unknown) => void) {
  const { io } = live;

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    // Before the person is known, a refusal speaks the handshake's Accept-Language (i18n/).
    await inLanguage(languageFromHeader(socket.handshake.headers['accept-language']), async () => {
      try {
        const auth = await authenticate(deps, token);
        const data = socket.data as SocketData;
        data.auth = auth;
        data.token = token as string;
        data.reach = cachedReach(deps.db, auth, deps.now);
        next();
      } catch (e) {
        const err = new Error(textOf(e)) as Error & { data?: unknown };
        err.data = { status: e instanceof HttpError ? e.statusCode : 500, code: codeOf(e) };
        next(err);
      }
    });
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    const { userId } = data.auth;
    void socket.join([userRoom(userId), sessionRoom(data.auth.sid)]);
    // Presence goes only to the people who may reach this person (the rule is symmetric, §28),
    // and the list of who is online holds only the people this person may reach.
    const reach = reachableUserIds(deps.db, data.auth, deps.now());
    // The person's own sockets hear it at once (the event also gives this socket its first
    // recovery offset, so a connection cut right after connecting is recovered); the others once
    // the reach is known.
    const announce = (status: 'online' | 'offline') => {
      live.toUsers([userId], 'updateUserStatus', { userId, status });
      return reach.then((r) =>
        (r === 'everyone'
          ? live.broadcast
          : (e: string, p: unknown) =>
              live.toUsers(
                [...r].filter((id) => id !== userId),
                e,
                p,
              ))('updateUserStatus', { userId, status }),
      );
    };
    announce('online').catch((err: unknown) => log('live: presence failed', err));
    void Promise.all([live.onlineUserIds(), reach]).then(
      ([ids, r]) =>
        socket.emit(
          'onlineUsers',
          [...ids].filter((id) => r === 'everyone' || id === userId || r.has(id)),
        ),
      (err) => log('live: online users failed', err),
    );

    /** The session again (logout, expiry, freeze): refused means disconnected. */
    const recheck = async (): Promise<AuthUser | null> => {
      try {
        data.auth = await authenticate(deps, data.token);
        return data.auth;
      } catch (e) {
        socket.emit('error', { error: textOf(e), code: codeOf(e) });
        socket.disconnect(true);
        return null;
      }
    };

    /** One event: session check, validation, the handler; failures answer the ack and `error`. */
    const on = <T, R>(event: string, schema: ZodType<T>, handle: (auth: AuthUser, payload: T) => Promise<R>) => {
      // Every answer in the person's language (users.language, i18n/).
      socket.on(event, (raw: unknown, ack?: (a: LiveAck<R>) => void) => inLanguage(data.auth.language ?? 'en', () => answer(raw, ack)));
      const answer = async (raw: unknown, ack?: (a: LiveAck<R>) => void) => {
        const reply = typeof ack === 'function' ? ack : () => {};
        const auth = await recheck();
        if (!auth) return reply({ ok: false, error: messages.unauthorized });
        if (refusedEvent(raw)) {
          const error = messages.invalidData;
          socket.emit('error', { error, code: 'invalid_input' });
          return reply({ ok: false, error });
        }
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          const error = issuesText(parsed.error.issues).join(', ') || messages.invalidData;
          socket.emit('error', { error, code: 'invalid_input' });
          return reply({ ok: false, error });
        }
        try {
          const data = await handle(auth, parsed.data);
          // An acknowledged message is on disk (PGlite's group commit, db/pglite/durability.ts).
          await whenDurable(deps.db);
          reply({ ok: true, data });
        } catch (e) {
          if (!(e instanceof HttpError) && !dbErrorToHttp(e)) log(`live: ${event} failed`, e);
          const error = textOf(e);
          socket.emit('error', { error, code: codeOf(e) });
          reply({ ok: false, error });
        }
      };
    };

    on('joinRoom', joinRoomSchema, async (auth, p) => {
      // Opening a conversation: the same rule as reading its history.
      if (!isCallerKey(auth, p.userId)) throw forbidden();
      await chatHistory(deps.db, auth, { id: auth.userId, chatWith: p.chatWith, skip: 0, limit: 1 }, deps.now());
      return undefined;
    });

    on('sendMessage', sendMessageSchema, async (auth, p) => {
      // Without the sender's clientId (the spec's payload) the message gets one of its own: stored
      // once per send, so a resend is a second message (at least once, issue 20).
      const { chat } = await saveChatMessage(deps.db, auth, { ...p, clientId: p.clientId ?? `server-${randomUUID()}` }, data.reach);
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
      // Caught whichever step fails: a socket that connected while the instance was stopping has a
      // reach that failed (the database already closed), and its offline announce fails with it.
      live
        .isOnline(userId)
        .then((still) => (still ? undefined : announce('offline')))
        .catch((err: unknown) => log('live: presence check failed', err));
    });
  });
}
