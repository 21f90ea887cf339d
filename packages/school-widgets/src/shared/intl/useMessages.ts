import { englishMessages, type Catalogue, type Language, type MessageKey, type Messages } from '@school/api';
import type { IntlShape } from '@formatjs/intl';
import { icu, icuValues, intlOf, type FillValues } from './engine';
import { englishState, type SchoolIntlState } from './state';
import { catalogueIn, textsOf, useSchoolIntlState, type Texts } from './texts';

// The whole catalogue (the portal's widgets). The public pages' and the embed's widgets read a
// part of it instead (usePublicMessages, useFormMessages), so their bundles stay small.

/**
 * The catalogue in the reader's language, with the same shape as `messages` of @school/api:
 * `const messages = useMessages();` in the component, in place of the module import.
 */
export function useMessages(): Messages {
  return catalogueIn(englishMessages, useSchoolIntlState().texts);
}

/** The catalogue, its filler and the reader's dates in one: `const t = useTexts(); const { messages, fill } = t;`. */
export function useTexts(): Texts<Messages> {
  return textsOf(englishMessages, useSchoolIntlState());
}

/** FormatJS's intl object of the reader (`formatList`, `formatRelativeTime`, `formatMessage({ id })`, …). */
export function useSchoolIntl(): IntlShape {
  return intlOf(useSchoolIntlState());
}

/**
 * A catalogue text by its key, filled by FormatJS (`intl.formatMessage`): `formatMessage('importDone',
 * { count })`. The key is typed (a misspelt key fails the typecheck); English, the source, comes as
 * the default message.
 */
export function useFormatMessage(): (key: MessageKey, values?: FillValues) => string {
  return textOf(useSchoolIntlState());
}

const texters = new WeakMap<SchoolIntlState, (key: MessageKey, values?: FillValues) => string>();
function textOf(state: SchoolIntlState) {
  let text = texters.get(state);
  if (!text) {
    const intl = intlOf(state);
    text = (key, values = {}) => {
      const english: string = englishMessages[key];
      const template = state.texts?.[key] ?? english;
      return String(intl.formatMessage({ id: key, defaultMessage: icu(english) }, icuValues(template, values), { ignoreTag: true }));
    };
    texters.set(state, text);
  }
  return text;
}

/**
 * The Texts of a language outside React (a logic test, a worker): English at once; another
 * language with its catalogue (`await loadCatalogue('am')`).
 */
export function textsIn(language: Language = 'en', texts: Catalogue | null = null): Texts<Messages> {
  return textsOf(englishMessages, language === 'en' ? englishState : { language, calendar: 'gregorian', texts });
}
