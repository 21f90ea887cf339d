import { onLanguageChange, translateExact } from '@school/api';

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

function translateText(node: Text) {
  const value = node.nodeValue;
  if (!value || !value.trim()) return;
  const core = value.trim();
  const target = translateExact(core);
  if (target !== undefined && target !== core) node.nodeValue = value.replace(core, target);
}

function translateAttributes(element: Element) {
  for (const name of ATTRIBUTES) {
    const value = element.getAttribute(name);
    const target = value ? translateExact(value.trim()) : undefined;
    if (target !== undefined && target !== value) element.setAttribute(name, target);
  }
}

/** Every text node and labelling attribute under `root` that is an exact English catalogue text, in the current language. */
export function translateTree(root: Node) {
  if (root.nodeType === Node.TEXT_NODE) return translateText(root as Text);
  if (root.nodeType !== Node.ELEMENT_NODE && root.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
  if (root.nodeType === Node.ELEMENT_NODE) translateAttributes(root as Element);
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) translateText(node as Text);
    else translateAttributes(node as Element);
  }
}

/**
 * The safety net under the live catalogue (issue 19): a text captured in English before the
 * language was applied (a module-level column list, a schema's message, the server's answer)
 * is rewritten when it reaches the page. Only exact catalogue texts change; a person's own words
 * never do. Hosts run it only while the language is not English (English pages pay nothing).
 */
export function watchTranslations(root: Node): () => void {
  translateTree(root);
  // The language's texts may arrive after the watch starts (Amharic is loaded on demand): go over
  // the whole tree again then, for the parts that will not change by themselves.
  const stopListening = onLanguageChange(() => translateTree(root));
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach((node) => translateTree(node));
      else if (record.type === 'characterData') translateText(record.target as Text);
      else if (record.type === 'attributes') translateAttributes(record.target as Element);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
  return () => {
    stopListening();
    observer.disconnect();
  };
}
