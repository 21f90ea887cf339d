import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, FieldRoot, StyledSelect, useFieldIds, useReserveErrorSpace } from '../internal/field';

/** One choice of a Select. */
export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Not selectable. @default false */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** Visible label, bound to the select. */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /** A first, empty choice (value ""), e.g. "Choose a class". @default undefined */
  placeholder?: string;
  /** Help text. @default undefined */
  hint?: ReactNode;
  /** Error text; sets aria-invalid. @default undefined */
  error?: ReactNode;
  /** Ref to the select element. */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (native for the best keyboard and mobile support). */
export function Select({ label, options, placeholder, hint, error, id, ...rest }: SelectProps) {
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds({ id, hint, error });
  const reserve = useReserveErrorSpace();
  return (
    <FieldRoot data-ui="select" data-invalid={invalid || undefined}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <StyledSelect {...rest} id={controlId} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </StyledSelect>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} reserve={reserve} />
    </FieldRoot>
  );
}
