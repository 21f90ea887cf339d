import type { HTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { theme, tokens } from '../theme/tokens';

/** A spacing step of the theme (`theme.space`), or none. */
export type StackGap = keyof typeof theme.space | 'none';
/** Cross-axis alignment of the children. */
export type StackAlign = 'stretch' | 'start' | 'center' | 'end' | 'baseline';
/** Main-axis distribution of the children. */
export type StackJustify = 'start' | 'center' | 'end' | 'space-between';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Lay the children out in a column or a row. @default 'column' */
  direction?: 'column' | 'row';
  /** Space between the children, a theme spacing step. @default 'md' */
  gap?: StackGap;
  /** Cross-axis alignment. @default 'stretch' */
  align?: StackAlign;
  /** Main-axis distribution. @default 'start' */
  justify?: StackJustify;
  /** Let a row wrap onto more lines (phones). @default false */
  wrap?: boolean;
  /** The element rendered. @default 'div' */
  as?: 'div' | 'section' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li' | 'p' | 'span' | 'form' | 'article';
  /** Ref to the element. */
  ref?: Ref<HTMLElement>;
}

const alignValue: Record<StackAlign, string> = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
};
const justifyValue: Record<StackJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
};

// One rule per token instead of a prop interpolation: the class stays the same for every Stack,
// and the variants are readable data-* attributes in the DOM (STYLE.md, Primer).
const gapRules = (Object.keys(theme.space) as (keyof typeof theme.space)[]).map(
  (step) => css`
    &[data-gap='${step}'] {
      gap: ${tokens.space[step]};
    }
  `,
);

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  &[data-direction='row'] {
    flex-direction: row;
  }
  &[data-wrap='true'] {
    flex-wrap: wrap;
  }
  ${gapRules}
  ${Object.entries(alignValue).map(([k, v]) => `&[data-align='${k}'] { align-items: ${v}; }`)}
  ${Object.entries(justifyValue).map(([k, v]) => `&[data-justify='${k}'] { justify-content: ${v}; }`)}
  &:is(ul, ol) {
    padding: 0;
    list-style: none;
  }
`;

/** Lays its children out in a column or a row with a theme gap: the `display: flex; gap` of every page. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as,
  ref,
  ...rest
}: StackProps) {
  return (
    <StyledStack
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      data-ui="stack"
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap || undefined}
    />
  );
}
