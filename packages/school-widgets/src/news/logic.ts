export { formatDate } from '../shared/format';

// ─── HTML sanitizing ────────────────────────────────────────────────────────
// The server already sanitizes news content (sanitize-html); the widget cleans it again before
// rendering, because an embed may talk to an older server and the widget cannot know. An
// allowlist: unknown elements are unwrapped (their text kept), dangerous ones dropped whole.

const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'form',
  'svg',
  'math',
  'link',
  'meta',
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\.{0,2}\/)/i;

function clean(node: Element): void {
  for (const child of Array.from(node.children)) {
    const tag = child.tagName.toLowerCase();
    if (DROPPED.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED.has(tag)) {
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    const keep = ATTRIBUTES[tag] ?? [];
    for (const attr of Array.from(child.attributes)) {
      const url = attr.name === 'href' || attr.name === 'src';
      if (!keep.includes(attr.name) || (url && !SAFE_URL.test(attr.value.trim()))) child.removeAttribute(attr.name);
    }
    if (tag === 'a') child.setAttribute('rel', 'noopener noreferrer');
  }
}

/** HTML reduced to formatting, links and images; without a DOM (server rendering) only the text is kept. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
