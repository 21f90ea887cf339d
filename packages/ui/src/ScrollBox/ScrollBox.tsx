import type { ReactNode, TableHTMLAttributes } from 'react';
import styled from 'styled-components';
import { focusRing } from '../internal/focus';

const Root = styled.div`
  /* Positioned, so visually hidden text in a header cell (absolute) scrolls with the table. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  ${focusRing}
  @media print {
    overflow: visible;
  }
`;

export interface ScrollBoxProps {
  /** Names the box for screen readers ('Grades', 'Week schedule'). */
  label: string;
  /** What may be wider than the screen: a table, the week grid. */
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content is wider than the screen, so the page itself never
 * does (a table on a 390 px phone, issue 19). It takes keyboard focus, so the arrow keys scroll it
 * (WCAG 2.1.1; axe's scrollable-region-focusable), and is a named group: not a landmark, since the
 * section around a table usually is one already, under the same name.
 */
export function ScrollBox({ label, children }: ScrollBoxProps) {
  return (
    <Root role="group" aria-label={label} tabIndex={0} data-ui="scroll-box">
      {children}
    </Root>
  );
}

export interface ScrollTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Names the scrolling box around the table. */
  label: string;
}

/** A `<table>` in its own ScrollBox: a drop-in for a wide table (its props and class go to the table). */
export function ScrollTable({ label, ...table }: ScrollTableProps) {
  return (
    <ScrollBox label={label}>
      <table {...table} />
    </ScrollBox>
  );
}
