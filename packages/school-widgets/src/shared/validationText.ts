import { validationMessage, type FormMessages } from '@school/api';
import type { z } from 'zod';

type Issue = Parameters<typeof validationMessage>[0];
type RawIssue = z.core.$ZodRawIssue;

/** The texts the validation texts read: the reader's catalogue (`t` of useTexts() or useFormTexts(), or its `messages`). */
export type ValidationCatalogue = Pick<
  FormMessages,
  | 'formFieldInvalid'
  | 'formFieldRequired'
  | 'formFieldTooLong'
  | 'formFieldTooSmall'
  | 'formFieldTooBig'
  | 'formFieldNotAChoice'
  | 'invalidData'
  | 'fieldRequired'
  | 'fieldInvalid'
  | 'fieldTooLong'
  | 'fieldTooSmall'
  | 'fieldTooBig'
  | 'fieldNotAChoice'
  | 'fieldUnknown'
>;
/** The reader's texts a validation text is written with (a `Texts` of decision 220 fits). */
export interface ValidationTexts {
  readonly messages: ValidationCatalogue;
}

/**
 * The catalogue's text for a form field's failed rule when the schema names none (issue 20: no
 * raw validator text such as 'Too small: expected string…' reaches a person), in the reader's
 * language. The field's label names the field, so the texts do not. Pass it as zod's per-parse
 * error map: `schema.safeParse(values, { error: (issue) => formValidationText(t, issue) })`;
 * useCatalogueForm does so for its forms.
 */
export function formValidationText({ messages }: ValidationTexts, issue: RawIssue): string {
  return validationMessage(issue as Issue, {
    invalidData: messages.formFieldInvalid,
    fieldRequired: messages.formFieldRequired,
    fieldInvalid: messages.formFieldInvalid,
    fieldTooLong: messages.formFieldTooLong,
    fieldTooSmall: messages.formFieldTooSmall,
    fieldTooBig: messages.formFieldTooBig,
    fieldNotAChoice: messages.formFieldNotAChoice,
    fieldUnknown: messages.formFieldInvalid,
  });
}

/** The same where no label is beside the text (a dialog's one error, an import row): it names the field. */
export function fieldValidationText({ messages }: ValidationTexts, issue: RawIssue): string {
  return validationMessage(issue as Issue, messages);
}
