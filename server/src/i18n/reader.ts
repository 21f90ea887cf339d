import { AsyncLocalStorage } from 'node:async_hooks';
import { isLanguage, type OfferedLanguage as Language } from '@school/api/schemas';

// ─── Whose language a text is made in (issue 38) ─────────────────────────────────────────────
// The server's texts follow their reader: a signed-in person's stored choice (users.language),
// a visitor's Accept-Language. Texts are made deep inside services (`messages.x`, `fill`), so the
// reader travels with the work as request-scoped storage (AsyncLocalStorage, as
// @fastify/request-context and nestjs-i18n do), not as an argument through every function.
// Work with no reader (a background sweep) speaks English; work for someone else (a notification
// for each recipient) names its reader with `inLanguage`.

interface Reader {
  /** The language asked for by the request (Accept-Language), or named by `inLanguage`. */
  asked: Language;
  /** The signed-in person's stored choice, once known; it wins over `asked`. */
  user?: () => Language | undefined;
}

const storage = new AsyncLocalStorage<Reader>();

/** The language of the text being made now: the reader's, else English. */
export function readerLanguage(): Language {
  const reader = storage.getStore();
  return reader?.user?.() ?? reader?.asked ?? 'en';
}

/** Runs `work` for a reader of `language` (a notification's recipients, a socket's person). */
export function inLanguage<T>(language: Language, work: () => T): T {
  return storage.run({ asked: language }, work);
}

/**
 * Runs the rest of a request (Fastify's `done`) for its reader: Accept-Language now, the person's
 * own choice as soon as `user` knows it (after the session check).
 */
export function runAsReader(asked: Language, user: () => Language | undefined, rest: () => void): void {
  storage.run({ asked, user }, rest);
}

/**
 * The best of our languages for an Accept-Language header ('am-ET,am;q=0.9,en;q=0.8' gives 'am'),
 * by quality then order (RFC 9110 §12.5.4); English when none of ours is named.
 */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: Language; q: number } | null = null;
  for (const part of value.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLanguage(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}
