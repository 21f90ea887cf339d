import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_SCROLL_STEP, type ApiClient, type ChatMessage, type LiveClient, type PendingMessage } from '@school/api';
import { useLiveEvent } from '../shared/useLive';
import { isBetween, markSeen, mergeMessages, type FailedMessage } from './logic';

export interface ConversationState {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  stored: ChatMessage[];
  pending: PendingMessage[];
  failed: FailedMessage[];
  /** Messages in the whole conversation (server count). */
  total: number;
  loadingOlder: boolean;
  reload: () => Promise<void>;
  loadOlder: () => Promise<void>;
  send: (text: string) => void;
  /** Tells the server these received messages are visible (once each). */
  seeing: (ids: readonly string[]) => void;
}

/**
 * One conversation: the newest `initialLimit` messages, older ones `CHAT_SCROLL_STEP` at a time,
 * live messages merged once, the outbox's messages shown as sending, seen receipts applied.
 */
export function useConversation(api: ApiClient, live: LiveClient, me: string, partner: string, initialLimit: number): ConversationState {
  const [status, setStatus] = useState<ConversationState['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [stored, setStored] = useState<ChatMessage[]>([]);
  const [total, setTotal] = useState(0);
  const [pending, setPending] = useState<PendingMessage[]>(() => live.pending(partner));
  const [failed, setFailed] = useState<FailedMessage[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const requested = useRef(new Set<string>());
  const storedRef = useRef(stored);
  useEffect(() => {
    storedRef.current = stored;
  }, [stored]);

  const fetchWindow = useCallback(
    (limit: number) => api.communication.chat.history({ id: me, chatWith: partner, skip: 0, limit }),
    [api, me, partner],
  );
  const apply = useCallback((r: Awaited<ReturnType<typeof fetchWindow>>) => {
    if (!r.ok) {
      setError(r.error);
      setStatus((s) => (s === 'ready' ? s : 'error'));
      return;
    }
    setStored((prev) => mergeMessages(prev, r.data.chat));
    setTotal(r.data.total);
    setError(null);
    setStatus('ready');
  }, []);
  const load = useCallback(async (limit: number) => apply(await fetchWindow(limit)), [apply, fetchWindow]);

  useEffect(() => {
    let alive = true;
    void fetchWindow(initialLimit).then((r) => alive && apply(r));
    void live.joinRoom({ userId: me, chatWith: partner });
    return () => {
      alive = false;
    };
  }, [fetchWindow, apply, live, me, partner, initialLimit]);

  const refreshPending = () => setPending(live.pending(partner));
  useLiveEvent(live, 'newMessage', (e) => {
    if (!isBetween(e.chat, me, partner)) return;
    setStored((prev) => {
      if (!prev.some((m) => m._id === e.chat._id)) setTotal((t) => t + 1);
      return mergeMessages(prev, [e.chat]);
    });
    refreshPending();
  });
  useLiveEvent(live, 'messageAcked', ({ chat }) => {
    if (!isBetween(chat, me, partner)) return;
    setStored((prev) => {
      if (!prev.some((m) => m._id === chat._id)) setTotal((t) => t + 1);
      return mergeMessages(prev, [chat]);
    });
    refreshPending();
  });
  useLiveEvent(live, 'messageFailed', ({ clientId, error: why }) => {
    const p = pending.find((m) => m.clientId === clientId);
    if (p) setFailed((f) => [...f, { clientId, message: p.message, createdAt: p.createdAt, error: why }]);
    refreshPending();
  });
  useLiveEvent(live, 'seenMessages', ({ chatIds }) => setStored((prev) => markSeen(prev, chatIds)));
  useLiveEvent(live, 'state', refreshPending);
  useLiveEvent(live, 'resync', () => {
    // Missed events are lost: reload the window shown, and ask for seen receipts again.
    requested.current.clear();
    void load(Math.max(storedRef.current.length, initialLimit));
  });

  const loadOlder = useCallback(async () => {
    if (loadingOlder) return;
    setLoadingOlder(true);
    const r = await api.communication.chat.history({ id: me, chatWith: partner, skip: storedRef.current.length, limit: CHAT_SCROLL_STEP });
    setLoadingOlder(false);
    if (!r.ok) return setError(r.error);
    setStored((prev) => mergeMessages(prev, r.data.chat));
    setTotal(r.data.total);
  }, [api, me, partner, loadingOlder]);

  const send = useCallback(
    (text: string) => {
      live.sendMessage({ senderId: me, receiverId: partner, message: text, skip: 0, limit: storedRef.current.length + 1 });
      setPending(live.pending(partner));
    },
    [live, me, partner],
  );

  const seeing = useCallback(
    (ids: readonly string[]) => {
      const fresh = ids.filter((id) => !requested.current.has(id));
      if (!fresh.length || live.state !== 'connected') return;
      for (const id of fresh) requested.current.add(id);
      live.markAsSeen({ messageIds: fresh });
    },
    [live],
  );

  return {
    status,
    error,
    stored,
    pending,
    failed,
    total,
    loadingOlder,
    reload: () => load(Math.max(stored.length, initialLimit)),
    loadOlder,
    send,
    seeing,
  };
}
