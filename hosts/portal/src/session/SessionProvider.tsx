import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, createSessionStore, type ApiClient, type SessionUser, type StoredSession } from '@school/api';
import { earlyFetch, takeEarlyReads } from './earlyReads';

interface SessionContextValue {
  /** The signed-in session, or null. */
  session: StoredSession | null;
  /** The one API client of the portal; it reads the current token at every call. */
  api: ApiClient;
  /** True after the server answered 440 'session expired' (or 401 to a signed-in call), until the person presses OK. */
  expired: boolean;
  signIn: (token: string, user: SessionUser) => void;
  /** Ends the session on the server, then in the browser. */
  signOut: () => Promise<void>;
  /** Replaces the stored user, e.g. once the temporary password was changed. */
  updateUser: (user: SessionUser) => void;
  /** Clears the expired state (the overlay's OK). */
  acknowledgeExpiry: () => void;
  /** The reader's language, which the client sends as Accept-Language (LanguageChoiceProvider keeps it). */
  reader: { get: () => string; set: (language: string) => void };
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** A flag read by the client's callbacks, never during render. */
function signingOutFlag() {
  let on = false;
  return { isOn: () => on, set: (value: boolean) => void (on = value) };
}

/**
 * The token this page signed in with. Another tab's logout clears the shared storage; this page
 * keeps sending its own token, so the server's 401 ends the session here too with the overlay
 * (issue 20), where a call without a token would read 'Error: unauthorized'.
 */
function pageTokenHolder(initial: string | null) {
  let token = initial;
  return { get: () => token, set: (value: string | null) => void (token = value) };
}

/** The language the reader reads now (LanguageChoiceProvider's), read by the client at each call. */
function languageHolder() {
  let language = 'en';
  return { get: () => language, set: (value: string) => void (language = value) };
}

export function SessionProvider({ children, baseURL = '/api' }: { children: ReactNode; baseURL?: string }) {
  const store = useMemo(() => createSessionStore(), []);
  const [session, setSession] = useState<StoredSession | null>(() => store.read());
  const [expired, setExpired] = useState(false);
  // While signing out, a call still under way may come back 401 (its session was just ended
  // here): that is not a session ending elsewhere, so no overlay.
  const leaving = useMemo(() => signingOutFlag(), []);
  const pageToken = useMemo(() => pageTokenHolder(store.read()?.token ?? null), [store]);

  // The first reads the server inlined into a dashboard's HTML (decision 119), answered once each.
  const early = useMemo(() => earlyFetch(takeEarlyReads()), []);
  const reader = useMemo(() => languageHolder(), []);
  const api = useMemo(
    () =>
      createApiClient({
        baseURL,
        fetch: early,
        getLanguage: reader.get,
        // The stored session is the source of the token, read at call time; when another tab
        // signed out, this page's own token (which the server then refuses: the overlay).
        getToken: () => store.read()?.token ?? pageToken.get(),
        // 440, or 401 to a call made with the token (session ended elsewhere, account frozen).
        onSessionExpired: () => {
          if (leaving.isOn()) return;
          pageToken.set(null);
          store.clear();
          setSession(null);
          setExpired(true);
        },
      }),
    [baseURL, store, leaving, pageToken, early, reader],
  );

  const signIn = useCallback(
    (token: string, user: SessionUser) => {
      leaving.set(false);
      pageToken.set(token);
      setSession(store.save(token, user));
    },
    [store, leaving, pageToken],
  );

  const signOut = useCallback(async () => {
    leaving.set(true);
    if (store.read()) await api.auth.logout();
    pageToken.set(null);
    store.clear();
    setSession(null);
  }, [api, store, leaving, pageToken]);

  const updateUser = useCallback(
    (user: SessionUser) => {
      store.updateUser(user);
      setSession((s) => (s ? { ...s, user } : s));
    },
    [store],
  );

  const acknowledgeExpiry = useCallback(() => {
    pageToken.set(null);
    store.clear();
    setExpired(false);
  }, [store, pageToken]);

  const value = useMemo(
    () => ({ session, api, expired, signIn, signOut, updateUser, acknowledgeExpiry, reader }),
    [session, api, expired, signIn, signOut, updateUser, acknowledgeExpiry, reader],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within <SessionProvider>: wrap the portal in it (see App.tsx).');
  return value;
}
