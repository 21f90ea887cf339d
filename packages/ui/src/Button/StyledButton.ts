import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { focusRing } from '../internal/focus';

/** Shared look of Button and IconButton; variants via data-variant / data-size. */
export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: 40px;
  padding: ${tokens.space.sm} ${tokens.space.lg};
  border: 1px solid transparent;
  border-radius: ${tokens.radius.md};
  font-weight: ${tokens.font.weightBold};
  font-size: ${tokens.font.sizeMd};
  cursor: pointer;
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  ${focusRing}

  &:hover:not(:disabled) {
    background: ${tokens.color.primaryHover};
  }
  &[data-variant='secondary'] {
    background: ${tokens.color.surface};
    color: ${tokens.color.primary};
    border-color: ${tokens.color.border};
  }
  &[data-variant='secondary']:hover:not(:disabled) {
    background: ${tokens.color.surfaceMuted};
  }
  &[data-variant='danger'] {
    background: ${tokens.color.danger};
    color: ${tokens.color.onDanger};
  }
  &[data-variant='danger']:hover:not(:disabled) {
    background: ${tokens.color.dangerHover};
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${tokens.color.text};
  }
  &[data-variant='ghost']:hover:not(:disabled) {
    background: ${tokens.color.surfaceMuted};
  }
  &[data-size='sm'] {
    min-height: 32px;
    padding: ${tokens.space.xs} ${tokens.space.md};
    font-size: ${tokens.font.sizeSm};
  }
  &[data-full-width='true'] {
    width: 100%;
  }
  &[data-icon-only='true'] {
    padding: ${tokens.space.sm};
    min-width: 40px;
  }
  &[data-icon-only='true'][data-size='sm'] {
    min-width: 32px;
    padding: ${tokens.space.xs};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
