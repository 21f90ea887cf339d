import { useId, type ReactNode } from 'react';
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

export const FieldError = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.danger};
`;

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
  &[aria-invalid='true'] { border-color: ${tokens.color.danger}; }
  &:disabled { background: ${tokens.color.surfaceMuted}; cursor: not-allowed; }
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  ${focusRing}
  &[aria-invalid='true'] { border-color: ${tokens.color.danger}; }
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
export function FieldMessages({ hint, error, hintId, errorId }: { hint?: ReactNode; error?: ReactNode; hintId?: string; errorId?: string }) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );
}

/** A control with something beside it (e.g. a visibility toggle). */
export const FieldRow = styled.div`
  display: flex;
  gap: ${tokens.space.xs};
  align-items: center;
`;
