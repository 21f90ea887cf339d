import {
  amMessages,
  formatMessage,
  localeOf,
  messages as englishMessages,
  type MessageKey,
  type OfferedLanguage as Language,
} from '@school/api/schemas';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { readerLanguage } from './reader';

// ─── The server's catalogue, in the reader's language, formatted by FormatJS (issue 38) ───────
// The texts are the product's one catalogue (packages/api/src/messages, English and Amharic);
// ICU messages (`{count, plural, one {…} other {…}}`) are formatted by FormatJS's intl object of
// the language (@formatjs/intl, the engine of react-intl: docs/decisions/0190-…), with the
// language's Intl plural rules and, for dates, its calendar.

type Catalogue = Readonly<Record<MessageKey, string>>;

const catalogues: Record<Language, Catalogue> = {
  en: { ...englishMessages },
  am: { ...englishMessages, ...(amMessages as Partial<Catalogue>) },
};

const cache = createIntlCache();
const intls = new Map<Language, IntlShape<string>>();

/** FormatJS's intl object of a language (made once): formatMessage, formatDate, formatNumber. */
export function intlOf(language: Language): IntlShape<string> {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: localeOf(language),
        defaultLocale: 'en-US',
        messages: catalogues[language],
        onError: () => {
          // A missing value leaves its `{placeholder}` visible; never a 500 over a text.
        },
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** The catalogue text `key` in `language` (the template, unfilled). */
export const textOf = (key: MessageKey, language: Language = readerLanguage()): string => catalogues[language][key];

/**
 * The server's `messages`: every key reads the text in the reader's language at the moment it is
 * read (`messages.accountFrozen` is Amharic in a request of an Amharic reader). Same keys and
 * types as @school/api's catalogue, so a misspelt key fails the typecheck.
 */
export const messages: Catalogue = new Proxy(catalogues.en, {
  get: (_en, key) => (typeof key === 'string' ? catalogues[readerLanguage()][key as MessageKey] : undefined),
}) as Catalogue;

/** Every language's text of a key (a text that names a code, whatever the reader's language). */
export const everyText = (key: MessageKey): string[] => [catalogues.en[key], catalogues.am[key]];

const byEnglish = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(catalogues.en)) if (!byEnglish.has(text)) byEnglish.set(text, key as MessageKey);

/**
 * A text fixed in English when a module loaded (a shared zod schema's own message, 'ID is
 * required'), in the reader's language; any other text comes back as it is. Exact texts only:
 * a schema's message is one whole catalogue text.
 */
export function inReaderLanguage(text: string): string {
  const key = byEnglish.get(text);
  return key ? textOf(key) : text;
}

/**
 * Fills a catalogue text (already in the reader's language: `messages.x`) with FormatJS: `{name}`
 * placeholders and ICU plurals by the language's rules. Catalogue texts are plain text (`<` is a
 * character, not a tag). A plain `{name}` value is written as given (a year stays "2026"); counts
 * of `{n, plural, …}` are numbers. Should a value be missing, the old filler leaves its
 * placeholder visible rather than failing the request over a text.
 */
export function fillIn(template: string, values: Record<string, string | number>, language: Language = readerLanguage()): string {
  const intl = intlOf(language);
  const args: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    args[name] = typeof value === 'number' && !template.includes(`{${name},`) ? String(value) : value;
  }
  try {
    // An apostrophe is a plain character in our catalogue ("assignment '{title}'"), as in the
    // widgets' filler; ICU would read `'{` as the start of quoted text, so it is doubled here.
    const icu = template.replace(/'/g, "''");
    return intl.formatters.getMessageFormat(icu, intl.locale, undefined, { ignoreTag: true }).format(args) as string;
  } catch {
    return formatMessage(template, values, language);
  }
}

const byAnyText = new Map<string, MessageKey>(byEnglish);
for (const [key, text] of Object.entries(catalogues.am)) if (!byAnyText.has(text)) byAnyText.set(text, key as MessageKey);

/**
 * A catalogue text stored as it was read by the person who wrote it (an exam violation's name,
 * sent by the taker's page in the taker's language), in the reader's language; any other text (a
 * person's own words) as it is.
 */
export function storedTextInReaderLanguage(text: string): string {
  const key = byAnyText.get(text);
  return key ? textOf(key) : text;
}
