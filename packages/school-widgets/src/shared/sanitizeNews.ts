import { NEWS_HTML_ATTRIBUTES, NEWS_HTML_TAGS, NEWS_HTML_URL } from '@school/api';

// ─── HTML sanitizing ────────────────────────────────────────────────────────
// The server cleans news content with DOMPurify when it is saved (server/src/modules/content);
// the widget cleans it again before rendering with the same allowlist (@school/api newsHtml.ts),
// because an embed may talk to an older server. In the browser this second pass is a small
// allowlist walk over an inert DOMParser document (~1 KB) instead of DOMPurify (~10 KB gzip):
// it keeps only the listed elements and attributes, drops dangerous elements with their content
// (scripts, styles, frames, forms, SVG/MathML, raw-text elements), unwraps unknown ones (their
// text kept), keeps link and image URLs of the policy only, and drops comments (issue 19,
// docs/decisions/0063-the-embeds-weight-a-page-with-one-news-widget-at-120-kb.md). Its own module: /home's news cards do not load it.

const TAGS = new Set<string>(NEWS_HTML_TAGS);
const ATTRIBUTES = new Set<string>(NEWS_HTML_ATTRIBUTES);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'frameset',
  'frame',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'option',
  'form',
  'input',
  'button',
  'svg',
  'math',
  'title',
  'base',
  'link',
  'meta',
]);
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const ABSOLUTE_HTTP = /^https?:\/\//i;

function clean(parent: Element) {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === 3) continue; // text
    if (node.nodeType !== 1) {
      node.parentNode?.removeChild(node); // comments, processing instructions
      continue;
    }
    const el = node as Element;
    const tag = el.localName;
    if (el.namespaceURI !== HTML_NS || DROP_WITH_CONTENT.has(tag)) {
      el.remove();
      continue;
    }
    clean(el);
    if (!TAGS.has(tag)) {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const urlOk = (name !== 'href' && name !== 'src') || NEWS_HTML_URL.test(attr.value.trim());
      if (!ATTRIBUTES.has(name) || !urlOk) el.removeAttribute(attr.name);
    }
    if (tag === 'a' && el.hasAttribute('href')) el.setAttribute('rel', 'noopener noreferrer');
    if (tag === 'img' && !ABSOLUTE_HTTP.test(el.getAttribute('src') ?? '')) el.remove();
  }
}

/** HTML reduced to formatting, links and images; without a DOM (server rendering) only the text is kept. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  clean(body);
  return body.innerHTML;
}
