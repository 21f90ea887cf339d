import { formatMessage } from '@school/api/schemas';

/** Fills `{name}` placeholders and `{count, plural, ...}` of a catalogue text (English: the server's language). */
export function fill(template: string, values: Record<string, string | number>): string {
  return formatMessage(template, values, 'en');
}
