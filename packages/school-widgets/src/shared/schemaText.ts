import { englishMessages, matchingBrace, type MessageKey } from '@school/api';
import type { FieldValues } from 'react-hook-form';
import type { ZodFormOptions } from '@school/ui';
import type { z } from 'zod';
import { useTexts, type Texts } from './intl';
import { formValidationText, type ValidationTexts } from './validationText';
import { useCatalogueForm } from './useCatalogueForm';
import { errorsIn } from './formErrors';

export { errorsIn };

// ─── A schema's own message in the reader's language ────────────────────────────────────────
// The contract's zod schemas (@school/api) are built once, at module load, with the catalogue's
// English texts (`messages.x`, sometimes filled: "Title must be at most 120 characters"). The
// reader's text is found back through the English text's key (`englishMessages`, the frozen
// English twin): exact texts first, then the templates, `{placeholder}`s and plurals (decision
// 285), whose values fill the reader's template of the same key. Dashboards only: the public
// forms cannot carry the twin (decision 255), they get this when they move.

/** The reader's texts a schema text is written in (a `Texts` of decision 220 fits). */
export type SchemaTexts = Pick<Texts, 'language' | 'messages' | 'fill'>;

/**
 * What one capture group of a template's pattern holds: a placeholder's text, a plural's `#` (a
 * number as English writes it, "1,000"), or, empty, the mark of a plural case that names no
 * number (`=0 {No family is told.}`, `one {a student}`) and so stands for its value.
 */
type Group = { name: string; kind: 'text' } | { name: string; kind: 'number' } | { name: string; kind: 'case'; value: number };

interface Template {
  key: MessageKey;
  pattern: RegExp;
  groups: Group[];
  literal: number;
}
let index: { exact: Map<string, MessageKey>; templates: Template[] } | null = null;

const NUMBER = '(\\d[\\d,]*(?:\\.\\d+)?)';
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').length;

/** A plural's cases in order: `one {# student} other {# students}` gives [['one', '# student'], …]. */
function pluralCases(body: string): [string, string][] | null {
  const cases: [string, string][] = [];
  const head = /\s*(=\d+|\w+)\s*\{/y;
  let at = 0;
  while (body.slice(at).trim()) {
    head.lastIndex = at;
    const m = head.exec(body);
    if (!m) return null;
    const open = at + m[0].length - 1;
    const close = matchingBrace(body, open);
    if (close < 0) return null;
    cases.push([m[1]!, body.slice(open + 1, close)]);
    at = close + 1;
  }
  return cases;
}

/**
 * An English template as a pattern: its words as they are, a `{placeholder}` any text, a plural
 * each of its cases as English writes it (`#` a number). `hash` names the plural whose case this
 * is. `literal` counts the letters every filling says (a plural: its case that says least); null
 * for what is not matched back (a select, a case whose number the text does not tell).
 */
function compile(text: string, groups: Group[], hash?: string): { source: string; literal: number } | null {
  let source = '';
  let literal = 0;
  let at = 0;
  const plain = (part: string) => {
    literal += letters(part);
    if (!hash) return escape(part);
    return part
      .split('#')
      .map(escape)
      .reduce((out, piece) => {
        groups.push({ name: hash, kind: 'number' });
        return `${out}${NUMBER}${piece}`;
      });
  };
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    source += plain(text.slice(at, open));
    const close = matchingBrace(text, open);
    if (close < 0) return null;
    const inner = text.slice(open + 1, close);
    at = close + 1;
    const name = /^\s*(\w+)\s*$/.exec(inner);
    if (name) {
      groups.push({ name: name[1]!, kind: 'text' });
      source += '(.+?)';
      continue;
    }
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    const cases = plural ? pluralCases(plural[2]!) : null;
    if (!plural || !cases) return null;
    const arg = plural[1]!;
    const alternatives: string[] = [];
    let least = Infinity;
    for (const [selector, body] of cases) {
      // English's `one` is 1 alone; another category without `#` does not tell its number.
      const value = selector.startsWith('=') ? Number(selector.slice(1)) : body.includes('#') ? null : selector === 'one' ? 1 : NaN;
      if (Number.isNaN(value)) continue;
      if (value !== null) groups.push({ name: arg, kind: 'case', value });
      const compiled = compile(body, groups, arg);
      if (!compiled) return null;
      alternatives.push(`${value !== null ? '()' : ''}${compiled.source}`);
      least = Math.min(least, compiled.literal);
    }
    if (!alternatives.length) return null;
    source += `(?:${alternatives.join('|')})`;
    literal += least;
  }
  return { source: source + plain(text.slice(at)), literal };
}

/** The catalogue's English texts by text, templates compiled to patterns (once). */
function englishIndex() {
  if (index) return index;
  const exact = new Map<string, MessageKey>();
  const templates: Template[] = [];
  for (const [key, english] of Object.entries(englishMessages) as [MessageKey, string][]) {
    if (!exact.has(english)) exact.set(english, key);
    if (!english.includes('{')) continue;
    const groups: Group[] = [];
    const compiled = compile(english, groups);
    // Selects are not matched back; a template must say something besides its values.
    if (!compiled || compiled.literal < 3) continue;
    templates.push({ key, pattern: new RegExp(`^${compiled.source}$`, 's'), groups, literal: compiled.literal });
  }
  // The most specific template first: 'Section {name} is full ({capacity} students)' before 'Section {name}'.
  templates.sort((a, b) => b.literal - a.literal);
  return (index = { exact, templates });
}

/**
 * A schema's message in the reader's language: an English catalogue text (exact, or a filled
 * template, plurals too) becomes the reader's text of the same key, filled with the same values
 * (a plural's as a number, so the reader's plural rules choose); any other text (already the
 * reader's, a person's own words) comes back as it is.
 */
export function schemaText(t: SchemaTexts, text: string): string {
  if (t.language === 'en' || !text) return text;
  const { exact, templates } = englishIndex();
  const key = exact.get(text);
  if (key) return t.messages[key];
  for (const { key: template, pattern, groups } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    groups.forEach((group, i) => {
      const found = match[i + 1];
      if (found === undefined) return;
      values[group.name] = group.kind === 'text' ? found : group.kind === 'case' ? group.value : Number(found.replace(/,/g, ''));
    });
    return t.fill(t.messages[template], values);
  }
  return text;
}

/**
 * useCatalogueForm for the folders moved to SchoolIntlProvider (decision 256): the texts of rules
 * that name none in the reader's language, and a schema's own messages too (schemaText), in every
 * field error the form shows. Not in useCatalogueForm itself: the public forms (the newsletter box
 * on /home, the embed's forms) cannot take this module in their budgets; they get it when they move.
 */
export function useTextsForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(schema: TSchema, options?: ZodFormOptions<TSchema>) {
  const t = useTexts();
  return useCatalogueForm(schema, {
    validationText: (issue) => formValidationText(t, issue),
    wrapResolver:
      (resolve) =>
      async (...args) => {
        const result = await resolve(...args);
        return { ...result, errors: errorsIn(result.errors, (message) => schemaText(t, message)) } as typeof result;
      },
    ...options,
  });
}

/**
 * The first message per field of a zod schema's parse, keyed by the field's name, in the reader's
 * language: rules without a message of their own read formValidationText, the schema's own
 * messages schemaText. For the dialogs that check their values without a form.
 */
export function fieldErrors(t: ValidationTexts & SchemaTexts, schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values, { error: (issue) => formValidationText(t, issue) });
  const out: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !out[key]) out[key] = schemaText(t, issue.message);
    }
  }
  return out;
}
