import { formMessages, validationMessage } from '@school/api';
import type { z } from 'zod';

type Issue = Parameters<typeof validationMessage>[0];

/**
 * The catalogue's text for a form field's failed rule when the schema names none (issue 20: no
 * raw validator text such as 'Too small: expected string…' reaches a person). The field's label
 * names the field, so the texts do not; read at parse time, so they follow the language.
 * Pass it as zod's per-parse error map: `schema.safeParse(values, { error: formValidationText })`.
 */
export function formValidationText(issue: z.core.$ZodRawIssue): string {
  return validationMessage(issue as Issue, {
    invalidData: formMessages.formFieldInvalid,
    fieldRequired: formMessages.formFieldRequired,
    fieldInvalid: formMessages.formFieldInvalid,
    fieldTooLong: formMessages.formFieldTooLong,
    fieldTooSmall: formMessages.formFieldTooSmall,
    fieldTooBig: formMessages.formFieldTooBig,
    fieldNotAChoice: formMessages.formFieldNotAChoice,
    fieldUnknown: formMessages.formFieldInvalid,
  });
}

/** The same where no label is beside the text (a dialog's one error, an import row): it names the field. */
export function fieldValidationText(issue: z.core.$ZodRawIssue): string {
  return validationMessage(issue as Issue, formMessages);
}
