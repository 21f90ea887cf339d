import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The text of a validation issue whose rule names no message of its own (zod's per-parse error map). */
export type ValidationText = (issue: z.core.$ZodRawIssue) => string | undefined;

/** Options of useZodForm: react-hook-form's, minus the resolver. */
export type ZodFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver'
> & {
  /**
   * The text of an issue whose rule names none (a catalogue text instead of zod's default
   * 'Too small: expected string…'); a schema's own message still wins.
   */
  validationText?: ValidationText;
  /**
   * A step around the schema's resolver, e.g. one that writes a schema's own messages (built once,
   * in English) in the reader's language. @default none
   */
  wrapResolver?: (
    resolver: Resolver<z.input<TSchema>, unknown, z.output<TSchema>>,
  ) => Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
};

/**
 * react-hook-form validated by a zod schema (the same schemas as @school/api).
 * Field types come from the schema's input; `handleSubmit` receives its parsed output.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  { validationText, wrapResolver, ...options }: ZodFormOptions<TSchema> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  const resolver = zodResolver(schema, validationText ? { error: validationText } : undefined) as Resolver<
    z.input<TSchema>,
    unknown,
    z.output<TSchema>
  >;
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: wrapResolver ? wrapResolver(resolver) : resolver,
  });
}
