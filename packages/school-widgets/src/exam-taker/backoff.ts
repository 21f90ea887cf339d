// ─── When to try again after a failed save ──────────────────────────────────────────────────
// After a failure (the network, a restarting server, a 5xx) every taker of a school would retry
// on the same beat and arrive together; a random delay ("full jitter": anywhere from 0 to a
// ceiling that doubles with each failure in a row, up to a cap) spreads them out, so a restarted
// server sees a steady stream instead of 2,000 requests in the same second.

export const RETRY_BASE_MS = 1_000;
export const RETRY_CAP_MS = 8_000;

/** The wait before retry number `failures` (1 = first retry); `random` is 0 <= r < 1. */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  // Never 0: at least a tenth of the ceiling, so a failure is never retried in a tight loop.
  return Math.round(ceiling * (0.1 + 0.9 * random()));
}

/** A failed answer that is worth sending again (not a refusal of the answer itself). */
export const isRetryableStatus = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;
