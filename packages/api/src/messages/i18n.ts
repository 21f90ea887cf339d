/**
 * The product's languages (issue 19). English is the default and the catalogue's source;
 * Amharic (`am`) is its twin in `messages/am/`, loaded on demand so English pages never carry it.
 *
 * The catalogue objects (`messages`, `publicMessages`, `formMessages`) are English, the source:
 * nothing rewrites them. A reader's language comes from the widgets' SchoolIntlProvider, which
 * loads that language's catalogue (`loadCatalogue`) and hands it down (decisions 220, 265; decision
 * 60's live catalogue is gone).
 */

/** The languages offered to people (the language switch, their saved choice, the server's Accept-Language). */
export const languages = ['en', 'am'] as const;
export type OfferedLanguage = (typeof languages)[number];
/**
 * A language the widgets can be read in: an offered one, or 'pseudo', the pseudo-locale for
 * development and tests (decision 270: accented, longer English in ⟦…⟧, never offered or saved).
 */
export type Language = OfferedLanguage | 'pseudo';
export type Catalogue = Record<string, string>;

/** An offered language (what a person may choose and save: never 'pseudo'). */
export function isLanguage(value: unknown): value is OfferedLanguage {
  return value === 'en' || value === 'am';
}

export const calendars = ['gregorian', 'ethiopic'] as const;
export type Calendar = (typeof calendars)[number];

export function isCalendar(value: unknown): value is Calendar {
  return value === 'gregorian' || value === 'ethiopic';
}

/** Each language's own name, as a language switch shows it (the same in every language). */
export const languageNames: Record<OfferedLanguage, string> = { en: 'English', am: 'አማርኛ' };

/** Intl locale of a language: Amharic as spoken in Ethiopia. */
export function localeOf(lang: Language): string {
  return lang === 'am' ? 'am-ET' : 'en-US';
}

const loaded = new Map<Language, Catalogue>();

/**
 * A language's catalogue once loaded (English, the source, is always there: `null`); undefined
 * while it has not arrived. Nothing is rewritten: the widgets' SchoolIntlProvider reads it (decision 220).
 */
export function loadedCatalogue(lang: Language): Catalogue | null | undefined {
  return lang === 'en' ? null : loaded.get(lang);
}

/** Loads a language's catalogue, Amharic (or 'pseudo') from its own chunk (English pages never download it); null for English. */
export async function loadCatalogue(lang: Language): Promise<Catalogue | null> {
  if (lang === 'en') return null;
  const known = loaded.get(lang);
  if (known) return known;
  // Amharic's chunk, or the pseudo-locale's (decision 270: development and tests), by one import.
  const texts = await (await import('./am/load')).textsOf(lang);
  loaded.set(lang, texts);
  return texts;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: Language, n: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(localeOf(lang))));
  return rules.select(n);
}

/**
 * Fills a catalogue text: `{name}` placeholders, and ICU plurals through the CLDR rules of `lang`
 * (English unless given): `{count, plural, one {# student} other {# students}}` (`=0` exact cases too).
 */
export function formatMessage(template: string, values: Record<string, string | number>, lang: Language = 'en'): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    out += template.slice(i, open);
    const close = matchingBrace(template, open);
    if (close < 0) {
      out += template.slice(open);
      return out;
    }
    out += placeholder(template.slice(open + 1, close), template.slice(open, close + 1), values, lang);
    i = close + 1;
  }
  return out + template.slice(i);
}

/** The index of the `}` that closes the `{` at `open` in an ICU text (−1 when none). */
export function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    if (text[j] === '{') depth++;
    else if (text[j] === '}' && --depth === 0) return j;
  }
  return -1;
}

function placeholder(inner: string, whole: string, values: Record<string, string | number>, lang: Language): string {
  const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
  if (!plural) {
    const name = inner.trim();
    return /^\w+$/.test(name) && name in values ? String(values[name]) : whole;
  }
  const [, name, body] = plural as unknown as [string, string, string];
  if (!(name in values)) return whole;
  const n = Number(values[name]);
  const cases = new Map<string, string>();
  const casePattern = /\s*(=\d+|\w+)\s*\{/g;
  let m: RegExpExecArray | null;
  while ((m = casePattern.exec(body))) {
    const start = m.index + m[0].length - 1;
    const end = matchingBrace(body, start);
    if (end < 0) break;
    cases.set(m[1]!, body.slice(start + 1, end));
    casePattern.lastIndex = end + 1;
  }
  const chosen = cases.get(`=${n}`) ?? cases.get(pluralCategory(lang, n)) ?? cases.get('other') ?? '';
  return formatMessage(chosen.replace(/#/g, String(n)), values, lang);
}
