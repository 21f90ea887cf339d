/**
 * Tells the host page something happened, as a `CustomEvent` on the custom element itself:
 * it bubbles and crosses the shadow boundary, so `document.addEventListener('school-news:open', …)`
 * works too. Returns false when a listener called `preventDefault()` (the element then leaves
 * the action to the page, e.g. to navigate instead of opening an item in place).
 */
export function emitFromHost<T>(container: ShadowRoot | null | undefined, name: string, detail: T): boolean {
  const host = container?.host;
  if (!host) return true;
  return host.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable: true }));
}
