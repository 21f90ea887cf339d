import { describe, expect, it } from 'vitest';
import { createSessionStore, type SessionStorageTarget } from './session';
import type { SessionUser } from './schemas';

function memoryTarget(): SessionStorageTarget & { jar: Map<string, string> } {
  const items = new Map<string, string>();
  const jar = new Map<string, string>();
  return {
    jar,
    storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) },
    cookies: {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(line: string) {
        const [pair, ...attrs] = line.split('; ');
        const [k, v] = pair.split('=');
        if (attrs.includes('Max-Age=0')) jar.delete(k);
        else jar.set(k, v);
      },
    },
  };
}

const user = { _id: 'u1', ID: 'ST-0001', fullName: 'Abebe Kebede', type: { name: 'student' }, temp_password_changed: true } as SessionUser;

describe('session storage', () => {
  it('keeps token, user and type, and a 10-hour cookie', () => {
    const target = memoryTarget();
    const store = createSessionStore(target);
    store.save('tok', user);
    expect(store.read()).toEqual({ token: 'tok', user, type: 'student' });
    expect(target.storage.getItem('type')).toBe('student');
    expect(target.jar.get('token')).toBe('tok');
  });

  it('clearing removes all three and the cookie', () => {
    const target = memoryTarget();
    const store = createSessionStore(target);
    store.save('tok', user);
    store.clear();
    expect(store.read()).toBeNull();
    expect(['token', 'user', 'type'].map((k) => target.storage.getItem(k))).toEqual([null, null, null]);
    expect(target.jar.size).toBe(0);
  });

  it('no longer trusts localStorage once the cookie has expired', () => {
    const target = memoryTarget();
    const store = createSessionStore(target);
    store.save('tok', user);
    target.jar.clear();
    expect(store.read()).toBeNull();
    expect(target.storage.getItem('token')).toBeNull();
  });
});
