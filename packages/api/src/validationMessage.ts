// A module of its own, importing nothing (not schemas/errors.ts, not the catalogue): the widgets'
// forms import it, and the public pages' first chunks must not be tied to the forms' chunk by it.

/** The catalogue texts a validation message is made of (the live `messages` on a client, for its language). */
export type ValidationTexts = Record<
  'invalidData' | 'fieldRequired' | 'fieldInvalid' | 'fieldTooLong' | 'fieldTooSmall' | 'fieldTooBig' | 'fieldNotAChoice' | 'fieldUnknown',
  string
>;

/**
 * The text of a validation issue whose rule names none: a catalogue message, never zod's own.
 * The server installs it globally with the English `coreMessages`; widgets' forms pass it per
 * parse with the live catalogue (`texts`), so a person reads it in their language.
 */
export function validationMessage(
  issue: {
    code: string;
    path?: readonly PropertyKey[];
    input?: unknown;
    maximum?: unknown;
    minimum?: unknown;
    origin?: string;
    keys?: readonly string[];
  },
  texts: ValidationTexts,
): string {
  const last = issue.path?.length ? issue.path[issue.path.length - 1] : undefined;
  const field = issue.keys?.length ? issue.keys.join(', ') : typeof last === 'string' ? last : undefined;
  if (!field) return texts.invalidData;
  const fill = (t: string, v: Record<string, unknown>) => t.replace(/\{(\w+)\}/g, (m, k: string) => (k in v ? String(v[k]) : m));
  if (issue.input === undefined && issue.code === 'invalid_type') return fill(texts.fieldRequired, { field });
  const stringLike = issue.origin === 'string' || issue.origin === undefined;
  switch (issue.code) {
    case 'too_small':
      return stringLike && Number(issue.minimum) <= 1
        ? fill(texts.fieldRequired, { field })
        : fill(texts.fieldTooSmall, { field, min: issue.minimum });
    case 'too_big':
      return issue.origin === 'string'
        ? fill(texts.fieldTooLong, { field, max: issue.maximum })
        : fill(texts.fieldTooBig, { field, max: issue.maximum });
    case 'invalid_value':
      return fill(texts.fieldNotAChoice, { field });
    case 'unrecognized_keys':
      return fill(texts.fieldUnknown, { field });
    default:
      return fill(texts.fieldInvalid, { field });
  }
}
