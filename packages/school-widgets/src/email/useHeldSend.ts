import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, Email } from '@school/api';
import { useToasts } from '@school/ui';
import { useMessages } from '../shared/intl';
import { useApiMutation } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';

export interface HeldSend {
  /** The email waiting for its send, with the local time it is due. */
  held: { email: Email; dueAt: number } | null;
  /** Seconds left (updated every second). */
  seconds: number;
  hold: (email: Email) => void;
  undo: () => Promise<void>;
  undoing: boolean;
}

/**
 * The UNDO window after a create (spec 002: 10 s). The server holds the send; at the end of the
 * window the page sends it at once (the same send, idempotent), so the person sees it go out on
 * time. UNDO cancels it on the server. Leaving the page changes nothing: the server still sends
 * it when due, and never sends an undone one.
 */
export function useHeldSend(api: ApiClient, on: { sent: () => void; undone: () => void; failed: () => void }): HeldSend {
  const messages = useMessages();
  const toasts = useToasts();
  const [held, setHeld] = useState<HeldSend['held']>(null);
  const [now, setNow] = useState(() => Date.now());
  const [undoing, setUndoing] = useState(false);
  const onRef = useRef(on);
  // Both go through the query layer: a failure is a toast with the server's error, then the folder is read again.
  const invalidates = [queryKeys.communication.emails, queryKeys.communication.email];
  const { run: send } = useApiMutation((id: string) => api.communication.emails.send(id), {
    invalidates,
    successText: false,
    onSuccess: () => toasts.push({ kind: 'success', message: messages.emailSentSuccess }),
  });
  const sendRef = useRef(send);
  const { run: cancel } = useApiMutation((id: string) => api.communication.emails.undo(id), { invalidates, successText: false });
  useEffect(() => {
    onRef.current = on;
    sendRef.current = send;
  });

  useEffect(() => {
    if (!held) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const due = setTimeout(
      async () => {
        setHeld(null);
        const r = await sendRef.current(held.email._id);
        if (r.ok) onRef.current.sent();
        else onRef.current.failed();
      },
      Math.max(0, held.dueAt - Date.now()),
    );
    return () => {
      clearInterval(tick);
      clearTimeout(due);
    };
  }, [held]);

  const hold = useCallback((email: Email) => {
    // The server's delay (sendAt - createdAt), counted on this clock: no skew between the two.
    const delay = email.sendAt ? Date.parse(email.sendAt) - Date.parse(email.createdAt) : 0;
    setNow(Date.now());
    setHeld({ email, dueAt: Date.now() + Math.max(0, delay) });
  }, []);

  const undo = useCallback(async () => {
    if (!held) return;
    const email = held.email;
    setHeld(null);
    setUndoing(true);
    const r = await cancel(email._id);
    setUndoing(false);
    if (r.ok) {
      toasts.push({ kind: 'info', message: r.message || messages.emailUndone });
      onRef.current.undone();
    } else {
      onRef.current.failed();
    }
  }, [held, cancel, toasts, messages]);

  return { held, seconds: held ? Math.max(0, Math.ceil((held.dueAt - now) / 1000)) : 0, hold, undo, undoing };
}
