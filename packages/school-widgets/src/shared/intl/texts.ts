import type { Language, Messages } from '@school/api';
import type { DateFormat } from './dates';
import { fillIn, type FillValues } from './engine';
import { catalogueIn, useSchoolIntlState } from './overlay';
import { formatOf } from './readerFormat';
import type { SchoolIntlState } from './state';
import { memoTexts, type TextsCache } from './textsMemo';

// catalogueIn and useSchoolIntlState live in overlay.ts, formatOf in readerFormat.ts, neither with
// the engine: the public hooks (decision 250) use them without bringing FormatJS along.
export { catalogueIn, formatOf, useSchoolIntlState };

/** Fills a catalogue text of the reader's language: `fill(messages.x, { count: 3 })`. */
export type Fill = (template: string, values?: FillValues) => string;

/**
 * What a widget reads its words with (decision 220): the catalogue in the reader's language, the
 * filler of that language, its dates and numbers. Logic functions that make texts take it as their
 * first argument (`cellName(t, day, slot)`), so a text is never made in another language.
 */
export interface Texts<M extends object = Messages> {
  readonly language: Language;
  /** The catalogue's texts in the reader's language, keys typed: a misspelt key fails the typecheck. */
  readonly messages: M;
  /** ICU placeholders, plurals and selects, by FormatJS in the reader's language. */
  readonly fill: Fill;
  /** Dates in the reader's calendar, numbers in their language (`formatDate`, `formatNumber`, …). */
  readonly format: DateFormat;
}

const fills = new WeakMap<SchoolIntlState, Fill>();
/** The filler of a reader (stable per provider value, so it can sit in a hook's dependencies). */
export function fillOf(state: SchoolIntlState): Fill {
  let fill = fills.get(state);
  if (!fill) fills.set(state, (fill = (template, values) => fillIn(state, template, values)));
  return fill;
}

const textsCache: TextsCache = new WeakMap();
/** The Texts of a part of the catalogue for a reader (stable per provider value and part). */
export function textsOf<M extends object>(english: M, state: SchoolIntlState): Texts<M> {
  return memoTexts(textsCache, english, state, fillOf);
}

/** The language and calendar of the nearest SchoolIntlProvider. */
export function useReader(): Pick<SchoolIntlState, 'language' | 'calendar'> {
  const { language, calendar } = useSchoolIntlState();
  return { language, calendar };
}

/** `fill` in the reader's language: `fill(messages.studentsCount, { count })`. */
export function useFill(): Fill {
  return fillOf(useSchoolIntlState());
}

/** Dates in the reader's calendar and numbers in their language: `const { formatDate } = useFormat();`. */
export function useFormat(): DateFormat {
  return formatOf(useSchoolIntlState());
}
