import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@school/api';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; error: string; data?: undefined }
  | { status: 'success'; data: T; error?: undefined };

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** A number that grows each time `deps` change (compared item by item, like a hook's dependency list). */
function useDepsVersion(deps: readonly unknown[]): number {
  const [seen, setSeen] = useState({ deps, version: 0 });
  if (sameDeps(seen.deps, deps)) return seen.version;
  // Adjusting state while rendering, React's pattern for state derived from props.
  const next = { deps, version: seen.version + 1 };
  setSeen(next);
  return next.version;
}

/**
 * Runs one API read when the widget mounts (and when `deps` change) and exposes its state and a
 * reload. A result arriving after unmount, or after a newer request, is dropped. `requestKey`
 * names the request the state belongs to (e.g. to dismiss one error but show the next).
 */
export function useLegacyApiQuery<T>(load: () => Promise<ApiResult<T>>, deps: readonly unknown[]) {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const version = useDepsVersion(deps);
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${version}:${attempt}`;
  const [settled, setSettled] = useState<{ key: string; state: QueryState<T> } | null>(null);

  useEffect(() => {
    let live = true;
    void loadRef.current().then((result) => {
      if (live)
        setSettled({
          key: requestKey,
          state: result.ok ? { status: 'success', data: result.data } : { status: 'error', error: result.error },
        });
    });
    return () => {
      live = false;
    };
  }, [requestKey]);

  const reload = useCallback(async () => setAttempt((a) => a + 1), []);
  const state: QueryState<T> = settled?.key === requestKey ? settled.state : { status: 'loading' };
  return { ...state, reload, requestKey } as QueryState<T> & { reload: () => Promise<void>; requestKey: string };
}
