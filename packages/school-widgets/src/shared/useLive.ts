import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveClient, LiveEventName, LiveEvents } from '@school/api';

/** Calls `handler` for every `event` of the live connection while mounted (the latest handler, no resubscribe). */
export function useLiveEvent<K extends LiveEventName>(live: LiveClient | undefined, event: K, handler: (payload: LiveEvents[K]) => void) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!live) return;
    return live.on(event, (p) => ref.current(p));
  }, [live, event]);
}

/** Refetches the given query keys whenever one of the live events arrives (and after a resync). */
export function useLiveInvalidation(live: LiveClient | undefined, events: readonly LiveEventName[], keys: readonly QueryKey[]) {
  const client = useQueryClient();
  const keysRef = useRef(keys);
  useEffect(() => {
    keysRef.current = keys;
  });
  const eventList = events.join('|');
  useEffect(() => {
    if (!live) return;
    const refresh = () => {
      for (const queryKey of keysRef.current) void client.invalidateQueries({ queryKey });
    };
    const offs = [...eventList.split('|'), 'resync'].map((e) => live.on(e as LiveEventName, refresh));
    return () => offs.forEach((off) => off());
  }, [live, eventList, client]);
}
