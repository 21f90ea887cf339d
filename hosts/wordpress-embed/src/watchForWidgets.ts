/** Loads the code that defines a tag (a dynamic import of its chunk). */
export type WidgetChunk = () => Promise<unknown>;

/**
 * Loads a tag's chunk the first time an element with that tag is in the document, now or later
 * (a MutationObserver sees elements added by page scripts). Once every tag is loaded, it stops
 * watching. Returns a function that stops it earlier.
 *
 * A chunk whose import fails (offline, a bad deploy) is retried when another such element appears.
 */
export function watchForWidgets(chunks: Record<string, WidgetChunk>, doc: Document = document): () => void {
  const pending = new Map(Object.entries(chunks).filter(([tag]) => !customElements.get(tag)));
  let inFlight = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) loadWithin(node as Element);
    }
  });

  function loadWithin(scope: Element | Document) {
    if (pending.size === 0) return;
    const selector = [...pending.keys()].join(',');
    const here = scope instanceof Element && scope.matches(selector);
    if (!here && !scope.querySelector(selector)) return;
    for (const [tag, load] of [...pending]) {
      if ((scope instanceof Element && scope.localName === tag) || scope.querySelector(tag)) {
        pending.delete(tag);
        inFlight += 1;
        load()
          .catch((error: unknown) => {
            console.error(`school-widgets: could not load <${tag}>`, error);
            pending.set(tag, load);
          })
          .finally(() => {
            inFlight -= 1;
            if (pending.size === 0 && inFlight === 0) observer.disconnect();
          });
      }
    }
  }

  if (pending.size > 0) {
    observer.observe(doc.documentElement, { childList: true, subtree: true });
    loadWithin(doc);
  }
  return () => observer.disconnect();
}
