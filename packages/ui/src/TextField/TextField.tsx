import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldLabel, FieldRow, FieldMessages, FieldRoot, StyledInput, useFieldIds, useReserveErrorSpace } from '../internal/field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, bound to the input. */
  label: ReactNode;
  /** Help text under the field (linked by aria-describedby). @default undefined */
  hint?: ReactNode;
  /** Error text; sets aria-invalid and is linked by aria-describedby. @default undefined */
  error?: ReactNode;
  /** Something rendered right of the input inside the field row (e.g. a toggle). @default undefined */
  endAdornment?: ReactNode;
  /** Ref to the input element (works with react-hook-form's register). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with hint and error wiring. */
export function TextField({ label, hint, error, id, endAdornment, type = 'text', ...rest }: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds({ id, hint, error });
  const reserve = useReserveErrorSpace();
  const input = <StyledInput {...rest} id={controlId} type={type} aria-invalid={invalid || undefined} aria-describedby={describedBy} />;
  return (
    <FieldRoot data-ui="text-field" data-invalid={invalid || undefined}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {endAdornment ? (
        <FieldRow>
          {input}
          {endAdornment}
        </FieldRow>
      ) : (
        input
      )}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} reserve={reserve} />
    </FieldRoot>
  );
}
