import { fillIn } from '../i18n';

// ─── The server's small text helpers, once (issue 22) ────────────────────────────────────────

/**
 * Fills `{name}` placeholders and `{count, plural, ...}` of a catalogue text (the widgets' `fill`,
 * server side), in the reader's language (i18n/, issue 38): fill(messages.cannotSortBy, { column: 'x' }).
 */
export const fill = (template: string, values: Record<string, string | number>) => fillIn(template, values);

/** `%`, `_` and `\` typed in a search box are literal characters, not wildcards (for ILIKE … ESCAPE '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A "contains" pattern for ILIKE: `%term%` with the term's wildcards escaped. */
export const likePattern = (term: string) => `%${escapeLike(term)}%`;
