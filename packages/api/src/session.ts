import type { RoleName, SessionUser } from './schemas';

/** Sessions last 10 hours, in the cookie and in the server's token alike (spec 000 §9). */
export const SESSION_MS = 36_000_000;
const KEYS = { token: 'token', user: 'user', type: 'type' } as const;

export interface StoredSession {
  token: string;
  user: SessionUser;
  type: RoleName;
}

/** Where the session lives; injectable so tests and embeds can use their own storage. */
export interface SessionStorageTarget {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** `document`-like object whose `cookie` property reads and writes cookies. */
  cookies: { cookie: string };
}

const browserTarget = (): SessionStorageTarget | null =>
  typeof window === 'undefined' ? null : { storage: window.localStorage, cookies: document };

function readCookie(cookies: { cookie: string }, name: string): string | null {
  const hit = cookies.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

/**
 * The token kept in a cookie and in localStorage under `token`, beside `user` and `type`.
 * The cookie expires after 10 hours; once it is gone the stored copy is no longer trusted.
 */
export function createSessionStore(target: SessionStorageTarget | null = browserTarget()) {
  return {
    save(token: string, user: SessionUser): StoredSession {
      const type = user.type.name;
      if (target) {
        const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
        target.cookies.cookie = `${KEYS.token}=${encodeURIComponent(token)}; Max-Age=${SESSION_MS / 1000}; Path=/; SameSite=Strict${secure}`;
        target.storage.setItem(KEYS.token, token);
        target.storage.setItem(KEYS.user, JSON.stringify(user));
        target.storage.setItem(KEYS.type, type);
      }
      return { token, user, type };
    },
    read(): StoredSession | null {
      if (!target) return null;
      const token = target.storage.getItem(KEYS.token);
      const userText = target.storage.getItem(KEYS.user);
      const type = target.storage.getItem(KEYS.type) as RoleName | null;
      if (!token || !userText || !type || readCookie(target.cookies, KEYS.token) !== token) {
        if (token || userText || type) this.clear();
        return null;
      }
      try {
        return { token, user: JSON.parse(userText) as SessionUser, type };
      } catch {
        this.clear();
        return null;
      }
    },
    /** Replaces the stored user (e.g. after the temporary password was changed). */
    updateUser(user: SessionUser) {
      target?.storage.setItem(KEYS.user, JSON.stringify(user));
    },
    clear() {
      if (!target) return;
      target.cookies.cookie = `${KEYS.token}=; Max-Age=0; Path=/; SameSite=Strict`;
      for (const key of Object.values(KEYS)) target.storage.removeItem(key);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
