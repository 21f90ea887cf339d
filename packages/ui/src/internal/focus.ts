import { css } from 'styled-components';
import { tokens } from '../theme/tokens';

/** The shared keyboard focus ring (only for keyboard focus, via :focus-visible). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;
