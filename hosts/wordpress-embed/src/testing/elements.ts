import { within } from '@testing-library/react';
import { clearQueryClients } from '../shell/queryClients';

// r2wc renders outside act(): React schedules work on its own, and Testing Library's find*
// queries wait for it. Call in beforeAll.
export function renderOutsideAct() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
}

/** Removes the placed elements (r2wc unmounts their roots) and lets React finish before jsdom goes away. */
export async function removeElements() {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 20));
  clearQueryClients();
}

/** Places markup in the body; returns its first element and queries bound to that element's shadow root. */
export function place(html: string) {
  document.body.innerHTML = html;
  const el = document.body.firstElementChild as HTMLElement;
  return { el, shadow: within(el.shadowRoot as unknown as HTMLElement) };
}
