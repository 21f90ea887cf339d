import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { LiveClient } from '@school/api';
import { useQueryClient, whenReadsSettle } from '@school/widgets/query';
import { useSession } from './SessionProvider';

const LiveContext = createContext<LiveClient | undefined>(undefined);

/** Holds the open connection outside React; the provider reads it with useSyncExternalStore. */
function createLiveStore() {
  let client: LiveClient | undefined;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  return {
    get: () => client,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Holds an opened connection; the returned function closes it. */
    hold: (opened: LiveClient) => {
      client = opened;
      changed();
      return () => {
        opened.close();
        if (client === opened) client = undefined;
        changed();
      };
    },
  };
}

/**
 * The one live connection (socket.io: chat, live badges) of the signed-in person, opened in the
 * dashboard shell (so the public site never loads socket.io) and closed at sign-out. A temporary
 * password gets none (the server refuses it); applicants get one for their chat with the admins.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { session, api } = useSession();
  const [store] = useState(createLiveStore);
  const live = useSyncExternalStore(store.subscribe, store.get, () => undefined);
  const token = session && session.user.temp_password_changed ? session.token : null;

  const reads = useQueryClient();

  useEffect(() => {
    if (!token) return;
    let close: (() => void) | undefined;
    let gone = false;
    // Opened once the page has loaded and shown itself (decisions 119, 136): socket.io's handshake
    // is a chain of round trips, and its code 13 KB, that would otherwise share a slow phone's
    // bandwidth with the page's content. So: once the page's first reads are answered (the page's
    // own effects, which start them, ran before this one), at most 5 s; then after the next paint
    // and at an idle moment. What changed meanwhile is read again at the first connect.
    let cancelOpen: (() => void) | undefined;
    const open = () => {
      if (gone || cancelOpen) return;
      cancelOpen = afterLoadAndIdle(() => {
        void import('./liveClient').then(({ createLiveClient }) => {
          if (gone) return;
          close = store.hold(
            createLiveClient({
              getToken: () => token,
              // An expired session over the socket: one HTTP read meets the same 440 and the portal's
              // session-expired overlay takes over, as for any other call.
              onSessionExpired: () => void api.communication.notifications.list({ limit: 1 }),
              resyncOnFirstConnect: true,
            }),
          );
        });
      });
    };
    const cap = setTimeout(open, 5000);
    const stopWaiting = whenReadsSettle(reads, open);
    return () => {
      gone = true;
      clearTimeout(cap);
      stopWaiting();
      cancelOpen?.();
      close?.();
    };
  }, [store, token, api, reads]);

  return <LiveContext.Provider value={token ? live : undefined}>{children}</LiveContext.Provider>;
}

/**
 * Runs `run` after the window's load event and the next frame's paint, at the browser's next idle
 * moment (at most 2 s later), and after the paint of the frame after that; returns a cancel. The
 * paints (decision 136): the effect that asks for this runs right after the page's first commit,
 * and the page often commits once more right after (an effect's state), so an idle moment can come
 * before either is painted; socket.io's 13 KB then shared the phone's bandwidth with the page.
 */
function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  const step = (next: () => void) => () => void (cancelled || next());
  // A task queued in an animation frame runs after that frame is painted.
  const afterPaint = (next: () => void) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(step(next), 0)) : setTimeout(step(next), 0);
  const whenIdle = (next: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(step(next), { timeout: 2000 }) : setTimeout(step(next), 0);
  const schedule = step(() => afterPaint(() => whenIdle(() => afterPaint(run))));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
  };
}

/** The live connection, or undefined while there is none. */
export const useLive = () => useContext(LiveContext);
