import type { ChatMessage, LiveAck } from '../schemas';
import { newClientId } from './client';
import type { LiveClient, LiveEventName, LiveEvents, LiveState, PendingMessage } from './types';

export interface FakeLive extends LiveClient {
  /** What the widget emitted, in order: [event, payload]. */
  readonly emitted: [string, unknown][];
  /** Plays a server event (or a local one such as `resync`) to the widget. */
  serverEmit: <K extends LiveEventName>(event: K, payload: LiveEvents[K]) => void;
  /** Moves the fake connection to a state (`reconnecting` keeps messages in the outbox). */
  setState: (state: LiveState) => void;
}

export interface FakeLiveOptions {
  /** How the fake server answers a message; default: stored as sent, not seen. */
  onSend?: (p: PendingMessage) => LiveAck<ChatMessage>;
  /** The `ID`s of people by `_id`, for the messages the fake server makes. */
  loginIds?: Record<string, string>;
  state?: LiveState;
}

/** An in-memory LiveClient for stories and widget tests: acks messages at once while connected. */
export function createFakeLive(options: FakeLiveOptions = {}): FakeLive {
  const handlers = new Map<LiveEventName, Set<(p: never) => void>>();
  const outbox: PendingMessage[] = [];
  const emitted: [string, unknown][] = [];
  let state: LiveState = options.state ?? 'connected';
  let seq = 0;
  const fire = <K extends LiveEventName>(event: K, payload: LiveEvents[K]) => {
    for (const h of [...(handlers.get(event) ?? [])]) (h as (p: LiveEvents[K]) => void)(payload);
  };
  const idOf = (id: string) => options.loginIds?.[id] ?? id;
  const answer =
    options.onSend ??
    ((p: PendingMessage): LiveAck<ChatMessage> => ({
      ok: true,
      data: {
        _id: `m-${++seq}-${p.clientId}`,
        message: p.message,
        sender: { _id: p.senderId, ID: idOf(p.senderId) },
        receiver: { _id: p.receiverId, ID: idOf(p.receiverId) },
        timestamp: new Date(p.createdAt).toISOString(),
        seen: false,
        clientId: p.clientId,
      },
    }));
  const flush = () => {
    while (state === 'connected' && outbox.length) {
      const next = outbox.shift()!;
      emitted.push(['sendMessage', { ...next }]);
      const ack = answer(next);
      if (ack.ok) fire('messageAcked', { clientId: next.clientId, chat: ack.data });
      else fire('messageFailed', { clientId: next.clientId, error: ack.error });
    }
  };
  return {
    emitted,
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
      emitted.push(['joinRoom', p]);
      return { ok: true, data: undefined };
    },
    sendMessage: (p) => {
      const pending = {
        clientId: p.clientId ?? newClientId(),
        senderId: p.senderId,
        receiverId: p.receiverId,
        message: p.message.trim(),
        createdAt: Date.now(),
      };
      outbox.push(pending);
      queueMicrotask(flush);
      return pending;
    },
    markAsSeen: (p) => {
      emitted.push(['markAsSeen', p]);
    },
    pending: (receiverId) => outbox.filter((m) => !receiverId || m.receiverId === receiverId),
    close: () => {
      state = 'closed';
    },
    serverEmit: fire,
    setState: (next) => {
      const was = state;
      state = next;
      fire('state', next);
      if (next === 'connected' && was !== 'connected') flush();
    },
  };
}
