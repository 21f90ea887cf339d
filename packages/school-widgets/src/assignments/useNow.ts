import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `everyMs` (due-date chips and Active/Expired stay true while a page stays open). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
