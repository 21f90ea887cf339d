import styled from 'styled-components';
import { ChartDataTable } from '../internal/ChartDataTable';
import { arcPath, pieSlices, type ChartDatum } from '../internal/chartGeometry';
import { tokens } from '../theme/tokens';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.lg};
  color: ${tokens.color.text};
  figcaption {
    flex-basis: 100%;
    font-weight: ${tokens.font.weightBold};
  }
  svg {
    width: 180px;
    height: 180px;
    flex: none;
  }
  path {
    stroke: ${tokens.color.surface};
    stroke-width: 1.5;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${tokens.space.xs};
    font-size: ${tokens.font.sizeSm};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${tokens.space.sm};
  }
  [data-part='swatch'] {
    width: 12px;
    height: 12px;
    border-radius: ${tokens.radius.sm};
    flex: none;
  }
`;

const palette = [tokens.chart.c1, tokens.chart.c2, tokens.chart.c3, tokens.chart.c4, tokens.chart.c5, tokens.chart.c6];
// Colour i as a styled-components interpolation, cycling through the palette.
const Swatch = styled.span<{ $i: number }>`
  background: ${(p) => palette[p.$i % palette.length](p)};
`;
const Slice = styled.path<{ $i: number }>`
  fill: ${(p) => palette[p.$i % palette.length](p)};
`;

export interface PieChartProps {
  /** Slices in order. */
  data: readonly ChartDatum[];
  /** Title: caption, SVG aria-label and data-table caption. */
  title: string;
  /** Formats values for the legend and the data table. @default String */
  formatValue?: (value: number) => string;
}

/** A small accessible pie chart (SVG) with a legend and a screen-reader data table. */
export function PieChart({ data, title, formatValue = String }: PieChartProps) {
  const slices = pieSlices(data.map((d) => d.value));
  return (
    <Figure data-ui="pie-chart">
      <figcaption aria-hidden="true">{title}</figcaption>
      <svg role="img" aria-label={title} viewBox="0 0 100 100" focusable="false">
        {slices.map((s, i) => (s.fraction > 0 ? <Slice key={`${data[i].label}-${i}`} $i={i} d={arcPath(50, 50, 48, s)} /> : null))}
      </svg>
      <ul aria-hidden="true">
        {data.map((d, i) => (
          <li key={`${d.label}-${i}`}>
            <Swatch data-part="swatch" $i={i} />
            <span>{d.label}</span>
            <span>{`${formatValue(d.value)} (${Math.round(slices[i].fraction * 100)}%)`}</span>
          </li>
        ))}
      </ul>
      <ChartDataTable title={title} data={data} format={formatValue} />
    </Figure>
  );
}
