import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { tokens } from '@school/ui';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible label, bound to the textarea. */
  label: string;
  /** Error text; sets aria-invalid and is linked by aria-describedby. @default undefined */
  error?: string;
  /** Ref to the textarea (works with react-hook-form's register). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field with the same error wiring as @school/ui's TextField (the UI kit has none yet). */
export function TextAreaField({ label, error, id, rows = 5, ...rest }: TextAreaFieldProps) {
  const auto = useId();
  const controlId = id ?? `textarea-${auto}`;
  const errorId = `${controlId}-error`;
  return (
    <Root data-invalid={error ? true : undefined}>
      <label htmlFor={controlId}>{label}</label>
      <textarea
        {...rest}
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <p id={errorId}>{error}</p> : null}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  label {
    font-weight: ${tokens.font.weightBold};
    font-size: ${tokens.font.sizeSm};
  }
  textarea {
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  textarea[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
  p {
    margin: 0;
    font-size: ${tokens.font.sizeSm};
    color: ${tokens.color.danger};
  }
`;

/** A TextAreaField bound by name to the surrounding @school/ui <Form> (registers in document order). */
export function FormTextAreaField({ name, ...rest }: Omit<TextAreaFieldProps, 'name' | 'error' | 'ref'> & { name: string }) {
  const { register, formState } = useFormContext();
  const error = (formState.errors[name] as { message?: string } | undefined)?.message;
  return <TextAreaField {...rest} {...register(name)} error={error} />;
}
