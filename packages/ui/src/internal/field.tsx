import { createContext, useContext, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { focusRing } from './focus';

// ─── Shared field anatomy: label, control, hint, error ─────────────────────

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  color: ${tokens.color.text};
`;

export const FieldLabel = styled.label`
  font-weight: ${tokens.font.weightBold};
  font-size: ${tokens.font.sizeSm};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

/** One line of an error message: its height is what a form reserves (ErrorSpace). */
const ERROR_LINE = '1.25rem';

export const FieldError = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  line-height: ${ERROR_LINE};
  color: ${tokens.color.danger};
`;

/**
 * An empty error line. Inside a <Form>, text-like fields keep one line for their error even
 * without one, so an error that appears on blur moves nothing below it: the control under the
 * pointer stays there and the click lands (issue 7: Age, then a section checkbox).
 */
const ErrorSpace = styled.span`
  display: block;
  min-height: ${ERROR_LINE};
`;

/** True inside a <Form>: text-like fields reserve their error line (set by Form). */
export const ReserveErrorSpace = createContext(false);
export const useReserveErrorSpace = () => useContext(ReserveErrorSpace);

/** Text-like control look (input, select). */
export const controlStyles = `
  min-height: 40px;
  width: 100%;
`;

export const StyledInput = styled.input`
  ${controlStyles}
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  ${focusRing}
  &[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
  &:disabled {
    background: ${tokens.color.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  ${focusRing}
  &[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
`;

/** Ids and aria wiring shared by every labelled control. */
export function useFieldIds({ id, hint, error }: { id?: string; hint?: ReactNode; error?: ReactNode }) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid: Boolean(error) };
}

/** Renders hint and error paragraphs with the ids from useFieldIds. */
export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
  reserve = false,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId?: string;
  errorId?: string;
  /** Keep the error line's space when there is no error (inside a Form). */
  reserve?: boolean;
}) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : reserve ? <ErrorSpace aria-hidden="true" data-ui="error-space" /> : null}
    </>
  );
}

/** A control with something beside it (e.g. a visibility toggle). */
export const FieldRow = styled.div`
  display: flex;
  gap: ${tokens.space.xs};
  align-items: center;
`;
