import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { tokens } from '@school/ui';
import { useMessages } from '../shared/intl';

// Printing a report prints only the report: everything that is neither the print area, inside it,
// nor one of its ancestors is taken out of the layout (display: none, not visibility: hidden, so
// the hidden page leaves no blank trailing page; issue 18), and the ancestors lose their frame.
// What only paper shows (the school's name, whose report, the whole ranked section) is `hidden`
// with data-print-only: out of the screen and of the accessibility tree, shown when printing.
const PrintOnly = createGlobalStyle`
  @media print {
    body *:not([data-print-area]):not([data-print-area] *):not(:has([data-print-area])) { display: none !important; }
    body *:has([data-print-area]) {
      display: block !important;
      position: static !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      overflow: visible !important;
      width: auto !important;
      min-width: 0 !important;
      max-width: none !important;
      height: auto !important;
      min-height: 0 !important;
    }
    [data-print-area] [data-no-print] { display: none !important; }
    [data-print-area] [data-print-only][hidden] { display: block !important; }
    [data-print-area] table[data-print-only][hidden] { display: table !important; }
  }
`;

export interface PrintAreaProps {
  /** The report's title on paper (the school's name goes above it). */
  title: string;
  /** Whose report: name, ID, section, year and term, one line each. */
  whose: readonly string[];
  children: ReactNode;
}

/** Wraps what Print prints, headed on paper by the school's name, the title and whose report it is. */
export function PrintArea({ title, whose, children }: PrintAreaProps) {
  const messages = useMessages();
  return (
    <div data-print-area="">
      <PrintOnly />
      <Header data-print-only="" hidden>
        <p>{messages.schoolName}</p>
        <h1>{title}</h1>
        {whose.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Header>
      {children}
    </div>
  );
}

/** Opens the browser's print dialog (stubbed in tests to observe the call). */
export const printReport = () => window.print();

const Header = styled.header`
  margin-bottom: ${tokens.space.md};
  p:first-child {
    font-weight: ${tokens.font.weightBold};
    font-size: ${tokens.font.sizeLg};
  }
  h1 {
    margin: ${tokens.space.xs} 0;
    font-size: ${tokens.font.sizeLg};
  }
  p {
    margin: 0;
  }
`;
