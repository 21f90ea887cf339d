import { useCallback, useEffect, useState } from 'react';

// ─── The exam's clock: the server's time, ticked every second ────────────────────────────────
// The server owns the deadline (decision 27). The page learns the server's time once (its time at
// load minus ours then) and adds that offset to its own clock from then on, so a phone whose clock
// is wrong still shows the server's time left.

export interface ServerClockInput {
  /** The attempt's deadline (the server's instant). */
  deadline: string;
  /** When the attempt started (the server's instant). */
  startedAt: string;
  /** The server's time when the page read the attempt. */
  serverNow: string;
}

export interface ServerClock {
  /** Milliseconds left at the last tick (re-rendered every second). */
  remainingMs: number;
  /** The attempt's whole length, for the ring. */
  totalMs: number;
  /** Milliseconds left now, read outside a render (a stable function). */
  msLeft: () => number;
}

export function useServerClock({ deadline, startedAt, serverNow }: ServerClockInput): ServerClock {
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const end = Date.parse(deadline);
  const msLeft = useCallback(() => end - (Date.now() + offset), [end, offset]);
  return { remainingMs: end - (now + offset), totalMs: end - Date.parse(startedAt), msLeft };
}
