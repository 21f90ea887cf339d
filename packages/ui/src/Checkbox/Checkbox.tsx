import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { FieldMessages, FieldRoot, useFieldIds } from '../internal/field';
import { focusRing } from '../internal/focus';
import { tokens } from '../theme/tokens';

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  cursor: pointer;
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${tokens.color.primary};
  ${focusRing}
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label. */
  label: ReactNode;
  /** Help text. @default undefined */
  hint?: ReactNode;
  /** Error text; sets aria-invalid. @default undefined */
  error?: ReactNode;
  /** Ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled native checkbox. */
export function Checkbox({ label, hint, error, id, ...rest }: CheckboxProps) {
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds({ id, hint, error });
  return (
    <FieldRoot data-ui="checkbox">
      <Row htmlFor={controlId}>
        <Box {...rest} id={controlId} type="checkbox" aria-invalid={invalid || undefined} aria-describedby={describedBy} />
        <span>{label}</span>
      </Row>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
}
