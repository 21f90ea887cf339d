import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ChatMessage, ErrorCode, LiveAck } from '../schemas';
import { messages } from '../messages';
import type { LiveClient, LiveEventName, LiveEvents, LiveState, PendingMessage } from './types';

export interface LiveClientOptions {
  /** The server's origin, e.g. `https://school.example`. @default the page's own origin */
  url?: string;
  /** @default '/socket.io' */
  path?: string;
  /** The session token, read at every (re)connection. */
  getToken: () => string | null | undefined;
  /** Called when the server refuses the session as expired (the 440 rule of HTTP calls). */
  onSessionExpired?: () => void;
  /** How long to wait for the server's acknowledgement of a message. @default 5000 */
  ackTimeoutMs?: number;
  /**
   * The page read its data before this connection was opened (the portal opens it once the page
   * has shown its content, decision 119): `resync` on the first connect too, so what changed in
   * between is read again. @default false
   */
  resyncOnFirstConnect?: boolean;
  /** Swap the socket (tests). */
  createSocket?: (url: string | undefined, opts: Partial<ManagerOptions & SocketOptions>) => Socket;
}

const SERVER_EVENTS = ['newMessage', 'seenMessages', 'updateUserStatus', 'onlineUsers', 'error', 'notification', 'email'] as const;

/** A client id for a message: unique per sender, kept across resends. */
export const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The live connection (socket.io) of a signed-in person. Chat messages go through an outbox:
 * each carries a client id, is sent when connected, and stays queued until the server acks it,
 * so one written while the network is down is sent after the reconnect, and the server stores
 * (and everyone shows) it once. After a reconnect that could not recover the missed events
 * (a long cut, or several server instances) `resync` tells the widgets to reload.
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const ackTimeout = options.ackTimeoutMs ?? 5000;
  const handlers = new Map<LiveEventName, Set<(p: never) => void>>();
  const outbox: PendingMessage[] = [];
  let state: LiveState = 'connecting';
  let everConnected = false;
  let flushing = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const fire = <K extends LiveEventName>(event: K, payload: LiveEvents[K]) => {
    for (const h of handlers.get(event) ?? []) (h as (p: LiveEvents[K]) => void)(payload);
  };
  const setState = (next: LiveState) => {
    if (state === next) return;
    state = next;
    fire('state', next);
  };

  const make = options.createSocket ?? ((url, opts) => (url ? io(url, opts) : io(opts)));
  const socket = make(options.url, {
    path: options.path ?? '/socket.io',
    autoConnect: false,
    // Read at every attempt: the token of the moment, never a stale one.
    auth: (cb) => cb({ token: options.getToken() ?? '' }),
    reconnectionDelay: 500,
    reconnectionDelayMax: 3000,
  });

  for (const event of SERVER_EVENTS) {
    socket.on(event, (payload: unknown) => {
      // By its code: the text is in the reader's language (issue 38).
      if (event === 'error' && (payload as { code?: string })?.code === 'session_expired') options.onSessionExpired?.();
      fire(event, payload as never);
    });
  }
  socket.on('connect', () => {
    const resumed = everConnected;
    everConnected = true;
    setState('connected');
    if (resumed ? !socket.recovered : options.resyncOnFirstConnect) fire('resync', undefined);
    void flush();
  });
  socket.on('disconnect', (reason) => {
    // The server ended the session (logout, freeze): socket.io does not retry that.
    setState(
      reason === 'io server disconnect' || reason === 'io client disconnect' ? (state === 'closed' ? 'closed' : 'refused') : 'reconnecting',
    );
  });
  socket.on('connect_error', (err: Error & { data?: { status?: number; code?: ErrorCode } }) => {
    if (socket.active) return setState(everConnected ? 'reconnecting' : 'connecting');
    // Refused by the server's check: no retry. The session's end is told by its code.
    if (err.data?.code === 'session_expired') options.onSessionExpired?.();
    fire('error', { error: err.message, code: err.data?.code });
    setState('refused');
  });

  async function flush() {
    if (flushing) return;
    flushing = true;
    try {
      while (outbox.length && socket.connected) {
        const next = outbox[0];
        let ack: LiveAck<ChatMessage>;
        try {
          ack = await socket.timeout(ackTimeout).emitWithAck('sendMessage', {
            senderId: next.senderId,
            receiverId: next.receiverId,
            message: next.message,
            clientId: next.clientId,
          });
        } catch {
          // No answer in time: keep it queued and try again shortly (same client id).
          scheduleRetry();
          return;
        }
        const at = outbox.findIndex((m) => m.clientId === next.clientId);
        if (at >= 0) outbox.splice(at, 1);
        if (ack.ok) fire('messageAcked', { clientId: next.clientId, chat: ack.data });
        else fire('messageFailed', { clientId: next.clientId, error: ack.error });
      }
    } finally {
      flushing = false;
    }
  }
  function scheduleRetry() {
    if (retry) return;
    retry = setTimeout(() => {
      retry = null;
      void flush();
    }, 1000);
  }

  socket.connect();

  return {
    get state() {
      return state;
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (p: never) => void);
      handlers.set(event, set);
      return () => set.delete(handler as (p: never) => void);
    },
    joinRoom: async (p) => {
      if (!socket.connected) return { ok: false, error: messages.chatReconnecting };
      try {
        return await socket.timeout(ackTimeout).emitWithAck('joinRoom', p);
      } catch {
        return { ok: false, error: messages.poorConnection };
      }
    },
    sendMessage: (p) => {
      const pending: PendingMessage = {
        clientId: p.clientId ?? newClientId(),
        senderId: p.senderId,
        receiverId: p.receiverId,
        message: p.message.trim(),
        createdAt: Date.now(),
      };
      outbox.push(pending);
      void flush();
      return pending;
    },
    markAsSeen: (p) => {
      if (socket.connected && p.messageIds.length) socket.emit('markAsSeen', p);
    },
    pending: (receiverId) => outbox.filter((m) => !receiverId || m.receiverId === receiverId),
    close: () => {
      setState('closed');
      if (retry) clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
