import { catalogueIn } from './overlay';
import { formatOf } from './readerFormat';
import type { SchoolIntlState } from './state';
import type { Fill, Texts } from './texts';

// The Texts of a part of the catalogue for a reader, made once per provider value and part; the
// filler is the caller's (FormatJS in texts.ts, the light one in lightTexts.ts, decision 250), so
// this module brings no engine along.

export type TextsCache = WeakMap<object, WeakMap<SchoolIntlState, Texts<object>>>;

/** `{ language, messages, fill, format }` of `english` for `state`, stable per provider value and part. */
export function memoTexts<M extends object>(
  cache: TextsCache,
  english: M,
  state: SchoolIntlState,
  fillFor: (state: SchoolIntlState) => Fill,
): Texts<M> {
  let byState = cache.get(english);
  if (!byState) cache.set(english, (byState = new WeakMap()));
  let texts = byState.get(state) as Texts<M> | undefined;
  if (!texts) {
    texts = Object.freeze({
      language: state.language,
      messages: catalogueIn(english, state.texts),
      fill: fillFor(state),
      format: formatOf(state),
    });
    byState.set(state, texts);
  }
  return texts;
}
