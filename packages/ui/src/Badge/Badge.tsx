import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import type { Tone } from '../Chip/Chip';

const Root = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${tokens.space.xs};
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.sizeXs};
  font-weight: ${tokens.font.weightBold};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.text};
  &[data-tone='success'] {
    background: ${tokens.color.success};
    color: ${tokens.color.onPrimary};
  }
  &[data-tone='danger'] {
    background: ${tokens.color.danger};
    color: ${tokens.color.onDanger};
  }
  &[data-tone='warning'] {
    background: ${tokens.color.warning};
    color: ${tokens.color.onPrimary};
  }
  &[data-tone='info'] {
    background: ${tokens.color.primary};
    color: ${tokens.color.onPrimary};
  }
`;

export interface BadgeProps {
  /** Content: a count or a short word. */
  children: ReactNode;
  /** Colour. @default 'info' */
  tone?: Tone;
  /** Counts above this show as "max+". @default 99 */
  max?: number;
  /** Text for screen readers when the visible content is only a number (e.g. "3 unread messages"). @default undefined */
  label?: string;
}

/** A small count or status marker. */
export function Badge({ children, tone = 'info', max = 99, label }: BadgeProps) {
  const content = typeof children === 'number' && children > max ? `${max}+` : children;
  return (
    <Root data-ui="badge" data-tone={tone} aria-label={label} role={label ? 'img' : undefined}>
      {content}
    </Root>
  );
}
