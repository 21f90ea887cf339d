import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { formatMessage, localeOf, type Catalogue, type MessageKey } from '@school/api';
import type { SchoolIntlState } from './state';

// ─── FormatJS, the widgets' formatting engine (decision 190: @formatjs/intl, react-intl's core) ─
// Loaded with the first widget that fills a text, never by the provider: the hosts' first chunks
// (/home, the embed's elements) stay within their budgets (decision 220).

/** Values a catalogue text is filled with. */
export type FillValues = Record<string, string | number>;

/**
 * Our catalogue is plain text: an apostrophe is a character ("the school's name", "assignment
 * '{title}'"), where ICU would read `'{` as the start of quoted text. Doubled, as the server does
 * (server/src/i18n/catalogue.ts).
 */
export const icu = (text: string) => text.replace(/'/g, "''");

const icuCatalogues = new WeakMap<Catalogue, Catalogue>();
function icuCatalogue(texts: Catalogue): Catalogue {
  let out = icuCatalogues.get(texts);
  if (!out) {
    out = {};
    for (const [key, text] of Object.entries(texts)) out[key] = icu(text);
    icuCatalogues.set(texts, out);
  }
  return out;
}

/** The Intl locale of a reader: the language's, with the Ethiopian calendar when chosen. */
export const localeFor = ({ language, calendar }: Pick<SchoolIntlState, 'language' | 'calendar'>) =>
  `${localeOf(language)}${calendar === 'ethiopic' ? '-u-ca-ethiopic' : ''}`;

const cache = /* @__PURE__ */ createIntlCache();
const intls = new Map<string, { texts: Catalogue | null; intl: IntlShape }>();

/**
 * FormatJS's intl object of a reader (made once per language, calendar and catalogue): its
 * `formatMessage` by key, `formatDate`, `formatNumber`, `formatList`. English is the catalogue's
 * source: its texts come as each call's `defaultMessage`, so no catalogue is held here.
 */
export function intlOf(state: SchoolIntlState): IntlShape {
  const locale = localeFor(state);
  const known = intls.get(locale);
  if (known && known.texts === state.texts) return known.intl;
  const intl = createIntl(
    {
      locale,
      defaultLocale: 'en-US',
      // Typed by key (formatjs.d.ts); a language's catalogue has every key (messages/parity.test.ts).
      messages: (state.texts ? icuCatalogue(state.texts) : {}) as Record<MessageKey, string>,
      onError: (error) => {
        // A key missing in a language reads its English text (the parity test keeps that from
        // happening); any other fault leaves the text unfilled rather than breaking a page.
        if ((error as { code?: string }).code !== 'MISSING_TRANSLATION') console.warn(`[school i18n] ${String(error)}`);
      },
    },
    cache,
  );
  intls.set(locale, { texts: state.texts, intl });
  return intl;
}

/** A plain `{year}` stays "2026" (FormatJS would write "2,026"); counts of `{n, plural, …}` are numbers. */
export function icuValues(template: string, values: FillValues): FillValues {
  const args: FillValues = {};
  for (const [name, value] of Object.entries(values)) {
    args[name] = typeof value === 'number' && !template.includes(`{${name},`) ? String(value) : value;
  }
  return args;
}

/**
 * Fills a catalogue text of the reader's language (`messages.x` of `useMessages()`) with FormatJS:
 * `{name}` placeholders, ICU plurals and selects by the language's CLDR rules
 * (`{count, plural, one {# student} other {# students}}`; Amharic's `one` is 0 and 1). A text
 * FormatJS cannot fill (a value missing) goes through decision 60's filler, which leaves the
 * `{placeholder}` visible instead of failing the page.
 */
export function fillIn(state: SchoolIntlState, template: string, values: FillValues = {}): string {
  const intl = intlOf(state);
  try {
    const format = intl.formatters.getMessageFormat(icu(template), intl.locale, undefined, { ignoreTag: true });
    return String(format.format(icuValues(template, values)));
  } catch {
    return formatMessage(template, values, state.language);
  }
}
