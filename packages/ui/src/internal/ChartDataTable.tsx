import type { ReactNode } from 'react';
import { useUiMessages } from '../UiProvider/UiProvider';
import type { ChartDatum } from './chartGeometry';
import { VisuallyHidden } from './VisuallyHidden';

/** The chart's values as a table for screen readers (the text alternative). */
export function ChartDataTable({ title, data, format }: { title: ReactNode; data: readonly ChartDatum[]; format: (v: number) => string }) {
  const messages = useUiMessages();
  return (
    <VisuallyHidden as="table">
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
    </VisuallyHidden>
  );
}
