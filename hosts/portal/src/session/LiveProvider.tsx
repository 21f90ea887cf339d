import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createLiveClient, type LiveClient, type LiveClientOptions } from '@school/api';
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
    /** Opens a connection; the returned function closes it. */
    open: (options: LiveClientOptions) => {
      const opened = createLiveClient(options);
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

  useEffect(() => {
    if (!token) return;
    return store.open({
      getToken: () => token,
      // An expired session over the socket: one HTTP read meets the same 440 and the portal's
      // session-expired overlay takes over, as for any other call.
      onSessionExpired: () => void api.communication.notifications.list({ limit: 1 }),
    });
  }, [store, token, api]);

  return <LiveContext.Provider value={token ? live : undefined}>{children}</LiveContext.Provider>;
}

/** The live connection, or undefined while there is none. */
export const useLive = () => useContext(LiveContext);
