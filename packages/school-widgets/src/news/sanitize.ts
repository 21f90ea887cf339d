import DOMPurify from 'dompurify';
import { purifyNewsHtml, type NewsPurifier } from '@school/api';

// ─── HTML sanitizing ────────────────────────────────────────────────────────
// The server already sanitizes news content; the widget cleans it again before rendering,
// because an embed may talk to an older server and the widget cannot know. Both use DOMPurify
// with the one news policy of @school/api (newsHtml.ts): unknown elements are unwrapped (their
// text kept), dangerous ones dropped whole. Its own module, so the pages that only list news
// (NewsCard on /home) do not load DOMPurify.

/** HTML reduced to formatting, links and images; without a DOM (server rendering) only the text is kept. */
export function sanitizeHtml(html: string): string {
  // DOMPurify without a DOM returns its input: keep only the text there.
  if (!DOMPurify.isSupported) return html.replace(/<[^>]*>/g, '').replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return purifyNewsHtml(DOMPurify as unknown as NewsPurifier, html);
}
