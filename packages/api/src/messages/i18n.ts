/**
 * The product's languages (issue 19). English is the default and the catalogue's source;
 * Amharic (`am`) is its twin in `messages/am/`, loaded on demand so English pages never carry it.
 *
 * The catalogue objects (`messages`, `publicMessages`, `formMessages`) are live: `applyLanguage`
 * rewrites their values in place, so every `messages.x` read at render time gives the current
 * language without each widget asking a context (docs/decisions/0060-amharic-catalogue-plurals-and-languages.md).
 * The server never switches: it keeps English and answers in it.
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

interface Live {
  target: Catalogue;
  en: Readonly<Catalogue>;
  /** Texts of other languages that live beside the catalogue (the embed's own texts). */
  own?: Partial<Record<Language, Catalogue>>;
}
const live: Live[] = [];
let current: Language = 'en';
let currentTexts: Catalogue | null = null;
const listeners = new Set<(lang: Language) => void>();

/**
 * Registers a catalogue object so that `applyLanguage` keeps it in the current language; `own`
 * gives texts of its own for other languages (a host's few texts that are not in `messages`).
 */
export function liveCatalogue<T extends object>(catalogue: T, own?: Partial<Record<Language, Catalogue>>): T {
  const entry: Live = { target: catalogue as unknown as Catalogue, en: { ...(catalogue as unknown as Catalogue) }, own };
  live.push(entry);
  if (currentTexts) fillIn(entry, currentTexts);
  return catalogue;
}

function fillIn({ target, en, own }: Live, texts: Catalogue | null): void {
  const mine = current === 'en' ? undefined : own?.[current];
  for (const key of Object.keys(en)) target[key] = texts?.[key] ?? mine?.[key] ?? en[key]!;
}

let calendar: Calendar = 'gregorian';
/** The calendar dates are shown in now (the widgets' date formatting reads it). */
export function currentCalendar(): Calendar {
  return calendar;
}
export function applyCalendar(next: Calendar): void {
  calendar = next;
}

/** The English text of a catalogue key (what the server and load-time schemas write). */
export function englishText(key: string): string | undefined {
  for (const { en } of live) if (key in en) return en[key];
  return undefined;
}

/**
 * Is `text` the catalogue text `key`, in English (a server answer, a schema's message) or in the
 * current language? Compare answers with this, never with `messages.x` alone: after a switch
 * `messages.x` is no longer the English text the server sent.
 */
export function isText(text: string | null | undefined, key: string): boolean {
  if (text == null) return false;
  return text === englishText(key) || text === currentTexts?.[key];
}

/** The language every live catalogue speaks now. */
export function currentLanguage(): Language {
  return current;
}

/** Switches every live catalogue to `lang`; `texts` is that language's catalogue (none for English). */
export function applyLanguage(lang: Language, texts?: Catalogue): void {
  current = lang;
  currentTexts = lang === 'en' ? null : (texts ?? null);
  for (const entry of live) fillIn(entry, currentTexts);
  for (const listener of listeners) listener(lang);
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

/** Loads a language's catalogue (Amharic is a separate chunk) and applies it. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return applyLanguage('en');
  applyLanguage(lang, (await loadCatalogue(lang)) ?? undefined);
}

/** Called after every switch (the widgets' provider re-renders on it). */
export function onLanguageChange(listener: (lang: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface Known {
  key: string;
  en: string;
  pattern: RegExp | null;
  names: string[];
}
let known: Known[] | null = null;
let knownFrom = 0;

/** The English texts of every live catalogue key, templates compiled to patterns once. */
function knownTexts(): Known[] {
  if (known && knownFrom === live.length) return known;
  const seen = new Map<string, string>();
  for (const { en } of live) for (const [key, text] of Object.entries(en)) seen.set(key, text);
  known = [...seen].map(([key, en]) => {
    const names: string[] = [];
    if (!en.includes('{') || en.includes(', plural,')) return { key, en, pattern: null, names };
    const source = en.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    return { key, en, pattern: new RegExp(`^${source}$`), names };
  });
  // The most specific template first: 'Section {name} is full ({capacity} students)' before 'Section {name}'.
  const literal = (k: Known) => k.en.replace(/\{\w+\}/g, '').length;
  known.sort((a, b) => literal(b) - literal(a));
  knownFrom = live.length;
  return known;
}

let exactMap: Map<string, string> | null = null;
let exactFor: Catalogue | null = null;
/** The current-language text of an exact English catalogue text, or undefined (no templates: fast). */
export function translateExact(text: string): string | undefined {
  if (!currentTexts) return undefined;
  if (exactFor !== currentTexts || !exactMap) {
    exactMap = new Map();
    for (const { key, en } of knownTexts()) {
      const target = currentTexts[key];
      if (target && !exactMap.has(en)) exactMap.set(en, target);
    }
    exactFor = currentTexts;
  }
  return exactMap.get(text);
}

/**
 * A text the server (or a schema built at load time) wrote in English, in the current language
 * when it is a catalogue text: exact texts and `{placeholder}` templates are recognised;
 * anything else (a person's own words, a name) comes back unchanged.
 */
export function localizeKnown(text: string): string {
  if (!currentTexts || !text) return text;
  const texts = knownTexts();
  const exact = texts.find((k) => k.en === text && currentTexts![k.key]);
  if (exact) return currentTexts[exact.key]!;
  for (const { key, pattern, names } of texts) {
    const target = currentTexts[key];
    const match = target && pattern ? pattern.exec(text) : null;
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = match[i + 1]!));
    return formatMessage(target!, values);
  }
  return text;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: Language, n: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(localeOf(lang))));
  return rules.select(n);
}

/**
 * Fills a catalogue text: `{name}` placeholders, and ICU plurals through the CLDR rules of the
 * current language: `{count, plural, one {# student} other {# students}}` (`=0` exact cases too).
 */
export function formatMessage(template: string, values: Record<string, string | number>, lang: Language = current): string {
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

function matchingBrace(text: string, open: number): number {
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
