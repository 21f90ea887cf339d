import { useZodForm, type ZodFormOptions } from '@school/ui';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { formValidationText } from './validationText';

/** useZodForm whose messages come from the catalogue (formValidationText): every widget form uses it. */
export function useCatalogueForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(schema: TSchema, options?: ZodFormOptions<TSchema>) {
  return useZodForm(schema, { validationText: formValidationText, ...options });
}
