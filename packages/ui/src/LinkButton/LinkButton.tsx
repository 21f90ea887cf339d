import type { ButtonHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { focusRing } from '../internal/focus';

export interface LinkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Ref to the button element. */
  ref?: Ref<HTMLButtonElement>;
}

const StyledLinkButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.color.primary};
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
  &:disabled {
    color: ${tokens.color.textMuted};
    cursor: not-allowed;
  }
`;

/**
 * A button that looks like a link, for an action inside text or a table cell (a name that opens
 * its detail). It is a real <button>: Enter and Space press it; `type` defaults to "button".
 */
export function LinkButton({ type = 'button', ...rest }: LinkButtonProps) {
  return <StyledLinkButton {...rest} type={type} data-ui="link-button" />;
}
