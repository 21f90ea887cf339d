import { useContext } from 'react';
// English where no provider has loaded a language: the catalogue's fixed English part (decision 265).
// eslint-disable-next-line no-restricted-imports
import { formMessages, type FormMessages } from '@school/api';
import { useZodForm, type ZodFormOptions } from '@school/ui';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { SchoolIntlContext } from './intl/state';
import { formValidationText } from './validationText';

/**
 * useZodForm whose messages come from the catalogue, in the reader's language (SchoolIntlProvider,
 * decisions 220, 255): a rule that names no message reads formValidationText. Every widget form uses
 * it; the folders moved to the provider through useTextsForm (./schemaText), which writes the
 * schemas' own messages in the reader's language too (decision 256).
 *
 * The reader's texts come from the provider's state, not `useFormMessages()`: the public forms
 * (the newsletter box on /home, the embed's forms) cannot take its module's English twins and
 * FormatJS in their budgets. The language the provider loaded (it has every key: the catalogue's
 * parity test), else the catalogue's English form part (fixed since decision 265).
 */
export function useCatalogueForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(schema: TSchema, options?: ZodFormOptions<TSchema>) {
  const messages = (useContext(SchoolIntlContext).texts ?? formMessages) as FormMessages;
  return useZodForm(schema, { validationText: (issue) => formValidationText({ messages }, issue), ...options });
}
