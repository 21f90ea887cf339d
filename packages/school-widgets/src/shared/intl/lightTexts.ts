import { lightFillOf } from './light';
import { catalogueIn } from './overlay';
import { formatOf } from './readerFormat';
import type { SchoolIntlState } from './state';
import type { Texts } from './texts';

const lightTexts = new WeakMap<object, WeakMap<SchoolIntlState, Texts<object>>>();
/** `textsOf` with the light filler: the Texts of the public and form parts (stable per provider value and part). */
export function lightTextsOf<M extends object>(english: M, state: SchoolIntlState): Texts<M> {
  let byState = lightTexts.get(english);
  if (!byState) lightTexts.set(english, (byState = new WeakMap()));
  let texts = byState.get(state) as Texts<M> | undefined;
  if (!texts) {
    texts = Object.freeze({
      language: state.language,
      messages: catalogueIn(english, state.texts),
      fill: lightFillOf(state),
      format: formatOf(state),
    });
    byState.set(state, texts);
  }
  return texts;
}
