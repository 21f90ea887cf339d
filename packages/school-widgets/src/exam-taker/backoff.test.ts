import { isRetryableStatus, retryDelayMs, RETRY_CAP_MS } from './backoff';

describe('retrying a failed save', () => {
  it('waits a random time under a ceiling that doubles with each failure, up to the cap', () => {
    expect(retryDelayMs(1, () => 0)).toBe(100);
    expect(retryDelayMs(1, () => 0.999)).toBeLessThanOrEqual(1_000);
    expect(retryDelayMs(2, () => 0.999)).toBeGreaterThan(1_000);
    expect(retryDelayMs(3, () => 0.999)).toBeGreaterThan(2_000);
    expect(retryDelayMs(20, () => 0.999)).toBeLessThanOrEqual(RETRY_CAP_MS);
  });

  it('spreads many clients that failed together over the whole interval', () => {
    const delays = Array.from({ length: 2_000 }, () => retryDelayMs(4));
    const seconds = new Set(delays.map((d) => Math.floor(d / 1_000)));
    // 2,000 takers retrying after a restart arrive over 8 seconds, not on one beat: every second
    // of the interval gets some (a delay of exactly the cap, 8,000 ms, is rare but allowed).
    for (const second of [0, 1, 2, 3, 4, 5, 6, 7]) expect(seconds.has(second), `second ${second}`).toBe(true);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(RETRY_CAP_MS / 10);
    expect(Math.max(...delays)).toBeLessThanOrEqual(RETRY_CAP_MS);
  });

  it('retries the network, a restarting server and throttling, never a refused answer', () => {
    expect([0, 408, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 409, 440].some(isRetryableStatus)).toBe(false);
  });
});
