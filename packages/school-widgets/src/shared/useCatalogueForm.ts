import { formMessages, validationMessage } from '@school/api';
import { useZodForm, type ZodFormOptions } from '@school/ui';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The catalogue's text for a form field's failed rule when the schema names none (issue 20: no
 * raw validator text such as 'Too small: expected string…' reaches a person). The field's label
 * names the field, so the texts do not; read at parse time, so they follow the language.
 */
export function formValidationText(issue: z.core.$ZodRawIssue): string {
  return validationMessage(issue as Parameters<typeof validationMessage>[0], {
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

/** useZodForm whose messages come from the catalogue: every widget form uses it. */
export function useCatalogueForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(schema: TSchema, options?: ZodFormOptions<TSchema>) {
  return useZodForm(schema, { validationText: formValidationText, ...options });
}
