import { formatMessage } from '@school/api';

/**
 * Fills a catalogue text in the current language: `{name}` placeholders and ICU plurals through
 * the language's CLDR rules: fill('{count, plural, one {# student} other {# students}}', { count: 1 }).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return formatMessage(template, values);
}
