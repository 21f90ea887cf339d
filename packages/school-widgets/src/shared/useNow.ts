import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `everyMs` (due-date chips and Active/Expired stay true
 * while a page stays open) and also the moment each of `moments` (ms) arrives, so a status that
 * changes then (an exam window opening or closing) changes on time, not up to `everyMs` late.
 */
export function useNow(everyMs = 60_000, moments: readonly number[] = []): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  const next = moments.reduce<number | null>((soonest, m) => (m > now && (soonest === null || m < soonest) ? m : soonest), null);
  useEffect(() => {
    if (next === null) return;
    const t = setTimeout(() => setNow(Math.max(Date.now(), next)), next - Date.now());
    return () => clearTimeout(t);
  }, [next]);
  return now;
}
