import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@school/api';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; error: string; data?: undefined }
  | { status: 'success'; data: T; error?: undefined };

/**
 * Runs one API read when the widget mounts (and when `deps` change) and exposes its state and a
 * reload. A result arriving after unmount, or after a newer request, is dropped.
 */
export function useApiQuery<T>(load: () => Promise<ApiResult<T>>, deps: readonly unknown[]) {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const latest = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setState({ status: 'loading' });
    const result = await run();
    if (ticket !== latest.current) return;
    setState(result.ok ? { status: 'success', data: result.data } : { status: 'error', error: result.error });
  }, [run]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current++;
    };
  }, [reload]);

  return { ...state, reload } as QueryState<T> & { reload: () => Promise<void> };
}
