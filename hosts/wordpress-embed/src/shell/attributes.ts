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
  for (const candidate of [value, page]) {
    const v = (candidate ?? '').trim().toLowerCase().split(/[-_]/)[0]!;
    if ((SUPPORTED_LANGS as readonly string[]).includes(v)) return v as EmbedLang;
  }
  return 'en';
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
