// ─── News HTML: one allowlist for the server and the widget (DOMPurify) ───────────────────────
// News content is HTML written in the admin editor and shown on the public site. The server
// cleans it with DOMPurify (on jsdom) before it is stored; the widget cleans it again with
// DOMPurify (on the page's DOM) before rendering, because an embed may talk to a server we do not
// run. Both use this policy, so what is stored and what is shown agree: formatting, lists,
// headings, tables, links (http, https, mailto, tel, same-site paths; rel="noopener noreferrer")
// and images from absolute http(s) URLs. Scripts, styles, frames, forms, SVG/MathML, event
// handlers and javascript:/data: URLs are dropped; other unknown elements are unwrapped (their
// text kept). This file only describes the policy; each side brings its own DOMPurify instance.

export const NEWS_HTML_TAGS = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'small',
  'mark',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
] as const;

export const NEWS_HTML_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'] as const;

/** Link targets kept: http(s), mailto, tel, and same-site paths or fragments (not protocol-relative //host). */
export const NEWS_HTML_URL = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#|\.{1,2}\/)/i;
const ABSOLUTE_HTTP = /^https?:\/\//i;

/** The part of DOMPurify's API the policy uses (the `dompurify` package's default export or createDOMPurify(window)). */
export interface NewsPurifier {
  sanitize(html: string, config: Record<string, unknown>): unknown;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: Element) => void): void;
  removeHook(entryPoint: 'afterSanitizeAttributes', hook?: (node: Element) => void): unknown;
}

const config = {
  ALLOWED_TAGS: [...NEWS_HTML_TAGS],
  ALLOWED_ATTR: [...NEWS_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP: NEWS_HTML_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [
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
    'title',
  ],
  RETURN_TRUSTED_TYPE: false,
};

/** Links open safely; an image without an absolute http(s) source is dropped (no data:, no relative paths). */
function finishNode(node: Element) {
  const tag = node.tagName?.toLowerCase();
  if (tag === 'a' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  if (tag === 'img' && !ABSOLUTE_HTTP.test(node.getAttribute('src') ?? '')) node.remove();
}

/** `html` reduced to the news policy with the given DOMPurify instance. */
export function purifyNewsHtml(purify: NewsPurifier, html: string): string {
  purify.addHook('afterSanitizeAttributes', finishNode);
  try {
    return String(purify.sanitize(html, config));
  } finally {
    purify.removeHook('afterSanitizeAttributes', finishNode);
  }
}
