import { englishMessages, type MessageKey } from '@school/api';
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
// English twin): exact texts first, then the `{placeholder}` templates, whose values fill the
// reader's template of the same key. Dashboards only: the public forms cannot carry the twin
// (decision 255), they get this when they move.

/** The reader's texts a schema text is written in (a `Texts` of decision 220 fits). */
export type SchemaTexts = Pick<Texts, 'language' | 'messages' | 'fill'>;

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
  literal: number;
}
let index: { exact: Map<string, MessageKey>; templates: Template[] } | null = null;

/** The catalogue's English texts by text, templates compiled to patterns (once). */
function englishIndex() {
  if (index) return index;
  const exact = new Map<string, MessageKey>();
  const templates: Template[] = [];
  for (const [key, english] of Object.entries(englishMessages) as [MessageKey, string][]) {
    if (!exact.has(english)) exact.set(english, key);
    // Plurals and selects are not matched back; a template must say something besides its values.
    if (!english.includes('{') || /\{\w+,/.test(english)) continue;
    const literal = english.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length;
    if (literal < 3) continue;
    const names: string[] = [];
    const source = english.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names, literal });
  }
  // The most specific template first: 'Section {name} is full ({capacity} students)' before 'Section {name}'.
  templates.sort((a, b) => b.literal - a.literal);
  return (index = { exact, templates });
}

/**
 * A schema's message in the reader's language: an English catalogue text (exact, or a filled
 * `{placeholder}` template) becomes the reader's text of the same key, filled with the same
 * values; any other text (already the reader's, a person's own words) comes back as it is.
 */
export function schemaText(t: SchemaTexts, text: string): string {
  if (t.language === 'en' || !text) return text;
  const { exact, templates } = englishIndex();
  const key = exact.get(text);
  if (key) return t.messages[key];
  for (const { key: template, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = match[i + 1]!));
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
