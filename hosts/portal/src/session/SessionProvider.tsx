import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, createSessionStore, type ApiClient, type SessionUser, type StoredSession } from '@school/api';

interface SessionContextValue {
  /** The signed-in session, or null. */
  session: StoredSession | null;
  /** The one API client of the portal; it reads the current token at every call. */
  api: ApiClient;
  /** True after the server answered 440 'session expired', until the person presses OK. */
  expired: boolean;
  signIn: (token: string, user: SessionUser) => void;
  /** Ends the session on the server, then in the browser. */
  signOut: () => Promise<void>;
  /** Replaces the stored user, e.g. once the temporary password was changed. */
  updateUser: (user: SessionUser) => void;
  /** Clears the expired state (the overlay's OK). */
  acknowledgeExpiry: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children, baseURL = '/api' }: { children: ReactNode; baseURL?: string }) {
  const store = useMemo(() => createSessionStore(), []);
  const [session, setSession] = useState<StoredSession | null>(() => store.read());
  const [expired, setExpired] = useState(false);
  // The client reads the token at call time (not at render), from a box every session change updates.
  const [tokenBox] = useState<{ value: string | null }>(() => ({ value: session?.token ?? null }));

  const api = useMemo(
    () =>
      createApiClient({
        baseURL,
        getToken: () => tokenBox.value,
        onSessionExpired: () => {
          store.clear();
          tokenBox.value = null;
          setSession(null);
          setExpired(true);
        },
      }),
    [baseURL, store, tokenBox],
  );

  const signIn = useCallback((token: string, user: SessionUser) => {
    tokenBox.value = token;
    setSession(store.save(token, user));
  }, [store, tokenBox]);

  const signOut = useCallback(async () => {
    if (tokenBox.value) await api.auth.logout();
    store.clear();
    tokenBox.value = null;
    setSession(null);
  }, [api, store, tokenBox]);

  const updateUser = useCallback((user: SessionUser) => {
    store.updateUser(user);
    setSession((s) => (s ? { ...s, user } : s));
  }, [store]);

  const acknowledgeExpiry = useCallback(() => {
    store.clear();
    setExpired(false);
  }, [store]);

  const value = useMemo(
    () => ({ session, api, expired, signIn, signOut, updateUser, acknowledgeExpiry }),
    [session, api, expired, signIn, signOut, updateUser, acknowledgeExpiry],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within <SessionProvider>: wrap the portal in it (see App.tsx).');
  return value;
}
