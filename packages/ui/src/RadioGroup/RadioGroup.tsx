import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from '../internal/field';
import { focusRing } from '../internal/focus';
import { tokens } from '../theme/tokens';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  &[data-orientation='horizontal'] > div {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;
const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${tokens.space.xs};
  font-weight: ${tokens.font.weightBold};
  font-size: ${tokens.font.sizeSm};
`;
const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;
const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${tokens.color.primary};
  }
  input {
    ${focusRing}
  }
`;

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** Value. */
  value: string;
  /** Visible text. */
  label: ReactNode;
  /** Not selectable. @default false */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible legend. */
  label: ReactNode;
  /** Shared name of the native radios. @default an auto id */
  name?: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** Controlled value. @default undefined */
  value?: string;
  /** Initial value when uncontrolled. @default undefined */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onChange?: (change: { value: string }) => void;
  /** Layout. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Help text. @default undefined */
  hint?: ReactNode;
  /** Error text. @default undefined */
  error?: ReactNode;
  /** Disable every option. @default false */
  disabled?: boolean;
}

/** A fieldset of native radios: arrow keys move and select within the group. */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'vertical',
  hint,
  error,
  disabled = false,
}: RadioGroupProps) {
  const auto = useId();
  const groupName = name ?? `radio-${auto}`;
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const hintId = hint ? `${groupName}-hint` : undefined;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <Fieldset
      data-ui="radio-group"
      data-orientation={orientation}
      disabled={disabled}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <Legend>{label}</Legend>
      <Options>
        {options.map((o) => (
          <Option key={o.value}>
            <input
              type="radio"
              name={groupName}
              value={o.value}
              checked={current === o.value}
              disabled={o.disabled}
              onChange={() => {
                setInner(o.value);
                onChange?.({ value: o.value });
              }}
            />
            <span>{o.label}</span>
          </Option>
        ))}
      </Options>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Fieldset>
  );
}
