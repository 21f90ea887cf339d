import type { ChatMessage, ChatUser, PendingMessage } from '@school/api';
import type { Texts } from '../shared/intl';

// ─── Pure rules of the chat: one message shown once, its status, the list's order ───────────

/** Adds messages not yet held (by `_id`, or the same sender's `clientId`), oldest first; ties keep their order. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m._id, m]));
  const byClient = new Set(current.map((m) => `${m.sender._id}|${m.clientId}`));
  const out = [...current];
  for (const m of incoming) {
    if (byId.has(m._id)) {
      // A later copy may know more (seen turned true).
      const i = out.findIndex((x) => x._id === m._id);
      out[i] = { ...out[i], seen: out[i].seen || m.seen };
      continue;
    }
    const key = `${m.sender._id}|${m.clientId}`;
    if (byClient.has(key)) continue;
    byId.set(m._id, m);
    byClient.add(key);
    out.push(m);
  }
  return out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}

/** Marks the given messages seen. */
export function markSeen(list: readonly ChatMessage[], ids: readonly string[]): ChatMessage[] {
  if (!ids.length) return list as ChatMessage[];
  const set = new Set(ids);
  return list.map((m) => (set.has(m._id) && !m.seen ? { ...m, seen: true } : m));
}

/** Is the message between these two people (either direction)? */
export const isBetween = (m: ChatMessage, a: string, b: string) =>
  (m.sender._id === a && m.receiver._id === b) || (m.sender._id === b && m.receiver._id === a);

export type MessageStatus = 'sending' | 'failed' | 'delivered' | 'seen' | 'received';

export interface ShownMessage {
  key: string;
  /** A stored message's `_id`; null while it waits for the server. */
  id: string | null;
  mine: boolean;
  text: string;
  /** ISO time. */
  at: string;
  status: MessageStatus;
  error?: string;
}

export interface FailedMessage {
  clientId: string;
  message: string;
  createdAt: number;
  error: string;
}

/**
 * What the conversation shows: stored messages, then those still on their way (sending), then
 * refused ones; a pending message whose stored copy arrived is shown once, as stored.
 */
export function shownMessages(
  stored: readonly ChatMessage[],
  pending: readonly PendingMessage[],
  failed: readonly FailedMessage[],
  me: string,
): ShownMessage[] {
  const storedClients = new Set(stored.filter((m) => m.sender._id === me).map((m) => m.clientId));
  return [
    ...stored.map((m) => ({
      key: m._id,
      id: m._id,
      mine: m.sender._id === me,
      text: m.message,
      at: m.timestamp,
      status: (m.sender._id !== me ? 'received' : m.seen ? 'seen' : 'delivered') as MessageStatus,
    })),
    ...pending
      .filter((p) => !storedClients.has(p.clientId))
      .map((p) => ({
        key: p.clientId,
        id: null,
        mine: true,
        text: p.message,
        at: new Date(p.createdAt).toISOString(),
        status: 'sending' as const,
      })),
    ...failed.map((f) => ({
      key: `failed-${f.clientId}`,
      id: null,
      mine: true,
      text: f.message,
      at: new Date(f.createdAt).toISOString(),
      status: 'failed' as const,
      error: f.error,
    })),
  ];
}

/**
 * The people a person can pick in the chat: whom the server listed (it decides who may reach
 * whom: an applicant only the admins, and so only admins an applicant), never themselves.
 */
export function chatPeople(users: readonly ChatUser[], me: string): ChatUser[] {
  return users.filter((u) => u._id !== me);
}

/** Unread first, then the most recent conversation, then by name. */
export function orderPeople(users: readonly ChatUser[]): ChatUser[] {
  return [...users].sort(
    (a, b) =>
      Number(b.unreadMessage > 0) - Number(a.unreadMessage > 0) ||
      (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') ||
      a.fullName.localeCompare(b.fullName),
  );
}

/** Presence: what the live connection said last, else what the list said. */
export const isOnline = (u: ChatUser, live: ReadonlyMap<string, boolean>) => live.get(u._id) ?? u.online;

/** Messages from the partner the reader has not seen yet. */
export const unseenFrom = (list: readonly ChatMessage[], partner: string) =>
  list.filter((m) => m.sender._id === partner && !m.seen).map((m) => m._id);

/** "Nov 22, 9:05 AM", or in the reader's language and calendar (the one date formatter, issue 38). */
export const messageTime = ({ format }: Texts, iso: string) => format.formatShortDateTime(iso);

/** Searches the people list by name or ID. */
export const matchPeople = (users: readonly ChatUser[], q: string) => {
  const s = q.trim().toLowerCase();
  return s ? users.filter((u) => `${u.fullName} ${u.ID}`.toLowerCase().includes(s)) : [...users];
};
