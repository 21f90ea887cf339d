// ─── Attribute values coming from the host page ─────────────────────────────
// Attributes are free text written by editors (or shortcodes): every reader here accepts
// anything and falls back to a safe value instead of throwing.

/** Languages an element may be marked with (the plugin whitelists the same codes). */
export const SUPPORTED_LANGS = ['en', 'am'] as const;
export type EmbedLang = (typeof SUPPORTED_LANGS)[number];

/**
 * The element's `lang` attribute, else the page's (`<html lang="am-ET">` gives 'am'), else 'en'
 * (issue 19). Only the language part of a tag counts (`am-ET` is `am`).
 */
export function readLang(value: string | null | undefined, page: string | null | undefined = pageLang()): EmbedLang {
  return supportedLang(value) ?? supportedLang(page) ?? 'en';
}

function supportedLang(value: string | null | undefined): EmbedLang | undefined {
  const v = (value ?? '').trim().toLowerCase().split(/[-_]/)[0]!;
  return (SUPPORTED_LANGS as readonly string[]).includes(v) ? (v as EmbedLang) : undefined;
}

/**
 * The one language of every school element on the page (docs/decisions/0090-the-school-elements-of-one-page-speak-one-language.md): the widgets share one
 * live catalogue, so two languages side by side would each rewrite the other's texts (an element
 * with lang="am" turned its English neighbours Amharic as soon as its texts arrived). The first
 * school element in document order with a supported `lang` decides, else `<html lang>`, else
 * English; an element that asks for another language speaks the page's and says so in the console.
 */
export function pageLanguage(own: string | null | undefined, doc: Document | undefined = globalThis.document): EmbedLang {
  let chosen: EmbedLang | undefined;
  for (const el of doc?.querySelectorAll('[lang]') ?? []) {
    if (!el.localName.startsWith('school-')) continue;
    chosen = supportedLang(el.getAttribute('lang'));
    if (chosen) break;
  }
  chosen ??= readLang(own, doc?.documentElement.lang);
  const asked = supportedLang(own);
  if (asked && asked !== chosen) {
    console.warn(
      `school widgets: lang="${asked}" is not used; every school element on this page speaks "${chosen}" (the first one's language)`,
    );
  }
  return chosen;
}

function pageLang(): string | null {
  return typeof document === 'undefined' ? null : document.documentElement.lang;
}

/** The `page-size` attribute (r2wc parses it as a number): a whole number from 1 to 50, else undefined (the widget's default). */
export function readPageSize(value: number | string | null | undefined): number | undefined {
  const n = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : undefined;
}

/** The `api-base` attribute without trailing slashes; '/api' (same origin) when it is missing. */
export function readApiBase(value: string | null | undefined): string {
  const v = (value ?? '').trim().replace(/\/+$/, '');
  return v || '/api';
}
