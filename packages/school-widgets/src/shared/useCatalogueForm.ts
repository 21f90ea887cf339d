import { useContext } from 'react';
// English where no provider has loaded a language: the catalogue's fixed English part (decision 265).
// eslint-disable-next-line no-restricted-imports
import { formMessages, type FormMessages } from '@school/api';
import { useZodForm, type ZodFormOptions } from '@school/ui';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { SchoolIntlContext } from './intl/state';
import { formValidationText } from './validationText';
import { errorsIn } from './formErrors';

let formKeys: Map<string, string> | null = null;
/** The form part's English texts by text (once): a schema's message back to its key. */
const formKeyOf = (text: string) => {
  formKeys ??= new Map(Object.entries(formMessages).map(([key, english]) => [english as string, key]));
  return formKeys.get(text);
};

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
  type Resolve = Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  const reader = useContext(SchoolIntlContext).texts as FormMessages | null;
  const messages = reader ?? formMessages;
  return useZodForm(schema, {
    validationText: (issue) => formValidationText({ messages }, issue),
    // A schema's own message (the contract's schemas are built once, in English) in the reader's
    // language when it is a text of the form part, found back by its key; the dashboards' forms
    // (useTextsForm) also match filled templates of the whole catalogue (decision 256).
    ...(reader && {
      wrapResolver:
        (resolve: Resolve) =>
        async (...args: Parameters<Resolve>) => {
          const result = await resolve(...args);
          const text = (message: string) => {
            const key = formKeyOf(message) as keyof FormMessages | undefined;
            return (key && reader[key]) || message;
          };
          return { ...result, errors: errorsIn(result.errors, text) } as typeof result;
        },
    }),
    ...options,
  });
}
