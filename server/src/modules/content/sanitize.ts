import sanitizeHtml from 'sanitize-html';

const HTTP_URL = /^https?:\/\//i;

/**
 * News content is HTML written in the admin editor and rendered on the public site, so it is
 * cleaned before it is stored: basic formatting, links (http, https, mailto; rel=noopener) and
 * images from http(s) URLs survive; script, style, event handlers and javascript: URLs do not.
 */
export function sanitizeNewsContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
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
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    },
    // An image without an absolute http(s) source is dropped (no data:, no relative paths).
    exclusiveFilter: (frame) => frame.tag === 'img' && !HTTP_URL.test(frame.attribs.src ?? ''),
  });
}
