import styled, { keyframes } from 'styled-components';
import { tokens } from '../theme/tokens';
import { VisuallyHidden } from '../internal/VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 2px solid ${tokens.color.border};
  border-top-color: currentColor;
  border-radius: ${tokens.radius.pill};
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /** Diameter in pixels. @default 16 */
  size?: number;
  /** Text for screen readers; without it the spinner is decorative. @default undefined */
  label?: string;
}

/** A small rotating indicator. */
export function Spinner({ size = 16, label }: SpinnerProps) {
  return (
    <>
      <StyledSpinner $size={size} aria-hidden="true" data-ui="spinner" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}
