import type { HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

/** The colour of a text: body, muted (secondary), or an error. */
export type TextTone = 'default' | 'muted' | 'danger';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The colour. @default 'default' */
  tone?: TextTone;
  /** The font size, a theme step. @default 'md' */
  size?: 'xs' | 'sm' | 'md';
  /** Bold. @default false */
  bold?: boolean;
  /** The element rendered. @default 'p' */
  as?: 'p' | 'span' | 'div' | 'small' | 'strong';
  /** Ref to the element. */
  ref?: Ref<HTMLElement>;
}

const StyledText = styled.p`
  margin: 0;
  &[data-tone='muted'] {
    color: ${tokens.color.textMuted};
  }
  &[data-tone='danger'] {
    color: ${tokens.color.danger};
  }
  &[data-size='xs'] {
    font-size: ${tokens.font.sizeXs};
  }
  &[data-size='sm'] {
    font-size: ${tokens.font.sizeSm};
  }
  &[data-size='md'] {
    font-size: ${tokens.font.sizeMd};
  }
  &[data-bold='true'] {
    font-weight: ${tokens.font.weightBold};
  }
`;

/** Body text without the browser's margins, in the theme's sizes and colours. */
export function Text({ tone = 'default', size = 'md', bold = false, as = 'p', ...rest }: TextProps) {
  return <StyledText {...rest} as={as} data-ui="text" data-tone={tone} data-size={size} data-bold={bold || undefined} />;
}
