import type { HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

/** The outline level of a heading: h1 … h4. */
export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level; renders the matching h-element. @default 2 */
  level?: HeadingLevel;
  /** The visual size when it must differ from the level (a page's h1 in a dialog-sized space). @default the level */
  size?: HeadingLevel;
  /** Ref to the heading element. */
  ref?: Ref<HTMLHeadingElement>;
}

const StyledHeading = styled.h2`
  margin: 0;
  font-weight: ${tokens.font.weightBold};
  line-height: 1.25;
  &[data-size='1'] {
    font-size: ${tokens.font.sizeXl};
  }
  &[data-size='2'] {
    font-size: ${tokens.font.sizeLg};
  }
  &[data-size='3'] {
    font-size: ${tokens.font.sizeMd};
  }
  &[data-size='4'] {
    font-size: ${tokens.font.sizeSm};
  }
`;

const tags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** A heading at the theme's size for its level, without the browser's margins. */
export function Heading({ level = 2, size, ...rest }: HeadingProps) {
  return <StyledHeading {...rest} as={tags[level]} data-ui="heading" data-size={size ?? level} />;
}
