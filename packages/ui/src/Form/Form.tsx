import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { ReserveErrorSpace } from '../internal/field';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
`;

export interface FormProps<TInput extends FieldValues, TOutput> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** The form from useZodForm (or useForm). */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called with the validated values; may be async (isSubmitting is true meanwhile). */
  onSubmit: (values: TOutput) => void | Promise<void>;
  /** Fields and buttons. */
  children?: ReactNode;
}

/** A <form> that provides the react-hook-form context to Form* fields and submits validated values. */
export function Form<TInput extends FieldValues, TOutput>({ form, onSubmit, children, ...rest }: FormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <StyledForm noValidate {...rest} onSubmit={form.handleSubmit(onSubmit)}>
        <ReserveErrorSpace.Provider value={true}>{children}</ReserveErrorSpace.Provider>
      </StyledForm>
    </FormProvider>
  );
}
