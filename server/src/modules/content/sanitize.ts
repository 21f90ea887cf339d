import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import { purifyNewsHtml, type NewsPurifier } from '@school/api/schemas';

// News content is cleaned before it is stored, with DOMPurify on a jsdom window and the policy
// the widget uses too (@school/api newsHtml.ts, docs/decisions/0012-news-html-is-sanitized-twice.md, docs/decisions/0035-data-safety-one-server-per-data-dir-bounded-input-backup.md
// twice). jsdom is loaded on the first news write, not at start: most processes never need it.

let purifier: NewsPurifier | undefined;

function newsPurifier(): NewsPurifier {
  if (!purifier) {
    // jsdom ships no types; only its JSDOM window is used.
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
    purifier = createDOMPurify(new JSDOM('<!DOCTYPE html>').window as Parameters<typeof createDOMPurify>[0]) as unknown as NewsPurifier;
  }
  return purifier;
}

/** News HTML as it may be stored: the news policy's tags, attributes and URLs only. */
export function sanitizeNewsContent(html: string): string {
  return purifyNewsHtml(newsPurifier(), html);
}
