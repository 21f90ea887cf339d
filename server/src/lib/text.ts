import { formatMessage } from '@school/api/schemas';

// ─── The server's small text helpers, once (issue 22) ────────────────────────────────────────

/**
 * Fills `{name}` placeholders and `{count, plural, ...}` of a catalogue text (the widgets' `fill`,
 * server side; English, the server's language): fill(messages.cannotSortBy, { column: 'x' }).
 */
export const fill = (template: string, values: Record<string, string | number>) => formatMessage(template, values, 'en');

/** `%`, `_` and `\` typed in a search box are literal characters, not wildcards (for ILIKE … ESCAPE '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A "contains" pattern for ILIKE: `%term%` with the term's wildcards escaped. */
export const likePattern = (term: string) => `%${escapeLike(term)}%`;
