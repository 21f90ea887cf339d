import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';

// Printing a report prints only the report: everything else of the page (the portal's sidebar,
// the buttons) is hidden while the print dialog renders it.
const PrintOnly = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-area], [data-print-area] * { visibility: visible; }
    [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
    [data-print-area] [data-no-print] { display: none; }
  }
`;

/** Wraps what Print Report prints. */
export function PrintArea({ children }: { children: ReactNode }) {
  return (
    <div data-print-area="">
      <PrintOnly />
      {children}
    </div>
  );
}

/** Opens the browser's print dialog (stubbed in tests to observe the call). */
export const printReport = () => window.print();
