import { lightFillOf } from './light';
import type { SchoolIntlState } from './state';
import type { Texts } from './texts';
import { memoTexts, type TextsCache } from './textsMemo';

const lightTexts: TextsCache = new WeakMap();
/** `textsOf` with the light filler: the Texts of the public and form parts (stable per provider value and part). */
export function lightTextsOf<M extends object>(english: M, state: SchoolIntlState): Texts<M> {
  return memoTexts(lightTexts, english, state, lightFillOf);
}
