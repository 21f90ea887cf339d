import type { ReactNode } from 'react';
import { useUiMessages } from '../UiProvider/UiProvider';
import type { ChartDatum } from './chartGeometry';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The chart's values as a table for screen readers (the text alternative). The table sits inside
 * the hidden box, not as it: a table is never narrower than its content, so a hidden table with a
 * long caption widened a phone's page (the pseudo-locale walk, decision 270).
 */
export function ChartDataTable({ title, data, format }: { title: ReactNode; data: readonly ChartDatum[]; format: (v: number) => string }) {
  const messages = useUiMessages();
  return (
    <VisuallyHidden as="div">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.chartLabel}</th>
            <th scope="col">{messages.chartValue}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d, i) => (
            <tr key={`${d.label}-${i}`}>
              <th scope="row">{d.label}</th>
              <td>{format(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
