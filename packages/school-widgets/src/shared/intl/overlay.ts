import type { Catalogue } from '@school/api';

// The pieces of a reader's Texts that need neither the formatting engine nor the date formats
// (decision 250): the catalogue in the reader's language and the provider's value. texts.ts (with
// FormatJS) and the public hooks both build on them. This module may import neither engine.ts nor
// dates.ts: /home's first chunks would carry FormatJS, or shared/format's chunk (dashboard-kit).

const overlays = new WeakMap<object, WeakMap<Catalogue, object>>();
/** An English part of the catalogue with a language's texts in place of its own (memoised: a stable object per language). */
export function catalogueIn<M extends object>(english: M, texts: Catalogue | null): M {
  if (!texts) return english;
  let byTexts = overlays.get(english);
  if (!byTexts) overlays.set(english, (byTexts = new WeakMap()));
  let out = byTexts.get(texts) as M | undefined;
  if (!out) {
    const merged: Record<string, string> = {};
    for (const [key, text] of Object.entries(english)) merged[key] = texts[key] ?? (text as string);
    out = Object.freeze(merged) as M;
    byTexts.set(texts, out);
  }
  return out;
}

// The provider's value (state.ts): re-exported here for texts.ts and the hooks built on overlay.ts.
export { useSchoolIntlState } from './state';
