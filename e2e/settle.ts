import type { Page } from 'playwright-core';

// The sweeps' wait for a page to have its content (e2e/phone-width.test.ts, e2e/pseudo-locale.test.ts):
// requests in flight counted in the page, never a fixed time.

/** An init script that counts the page's requests in flight (`window.__inFlight`). */
export const COUNT_FETCHES = `(() => {
  if (window.__inFlight !== undefined) return;
  window.__inFlight = 0;
  const f = window.fetch.bind(window);
  window.fetch = (...args) => { window.__inFlight++; return f(...args).finally(() => window.__inFlight--); };
})();`;

/** The page has its content: no read in flight and no loading state, three polls in a row. */
export async function settled(p: Page) {
  await p
    .waitForFunction(
      () => {
        const w = window as unknown as { __inFlight: number; __quiet?: number };
        const busy = w.__inFlight > 0 || document.querySelector('[data-ui="loading-state"], [aria-busy="true"]');
        w.__quiet = busy ? 0 : (w.__quiet ?? 0) + 1;
        return w.__quiet >= 3;
      },
      null,
      { polling: 50, timeout: 15_000 },
    )
    .catch(() => undefined); // a page that never settles is still measured (and a spinner is narrow)
}
