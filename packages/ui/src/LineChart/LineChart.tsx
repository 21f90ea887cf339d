import styled from 'styled-components';
import { ChartDataTable } from '../internal/ChartDataTable';
import { linePoints, type ChartDatum } from '../internal/chartGeometry';
import { tokens } from '../theme/tokens';

const Figure = styled.figure`
  margin: 0;
  position: relative;
  color: ${tokens.color.text};
  figcaption {
    font-weight: ${tokens.font.weightBold};
    margin-bottom: ${tokens.space.sm};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  [data-part='axis'] {
    stroke: ${tokens.color.border};
  }
  [data-part='line'] {
    fill: none;
    stroke: ${tokens.chart.c1};
    stroke-width: 2.5;
  }
  [data-part='dot'] {
    fill: ${tokens.color.surface};
    stroke: ${tokens.chart.c1};
    stroke-width: 2;
  }
  text {
    fill: ${tokens.color.textMuted};
    font-size: 11px;
  }
`;

export interface LineChartProps {
  /** Points in order. */
  data: readonly ChartDatum[];
  /** Title: caption, SVG aria-label and data-table caption. */
  title: string;
  /** Drawing width in SVG units (the chart scales to its container). @default 480 */
  width?: number;
  /** Drawing height in SVG units. @default 220 */
  height?: number;
  /** Formats values for labels and the data table. @default String */
  formatValue?: (value: number) => string;
}

const PAD = 32;

/** A small accessible line chart (SVG) with a screen-reader data table. */
export function LineChart({ data, title, width = 480, height = 220, formatValue = String }: LineChartProps) {
  const { points, min, max } = linePoints(
    data.map((d) => d.value),
    { width, height, padding: PAD },
  );
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
  return (
    <Figure data-ui="line-chart">
      <figcaption aria-hidden="true">{title}</figcaption>
      <svg role="img" aria-label={title} viewBox={`0 0 ${width} ${height}`} focusable="false">
        <line data-part="axis" x1={PAD} y1={height - PAD} x2={width - PAD} y2={height - PAD} />
        <line data-part="axis" x1={PAD} y1={PAD} x2={PAD} y2={height - PAD} />
        <text x={PAD - 6} y={PAD + 4} textAnchor="end">
          {formatValue(max)}
        </text>
        <text x={PAD - 6} y={height - PAD + 4} textAnchor="end">
          {formatValue(min)}
        </text>
        {path ? <path data-part="line" d={path} /> : null}
        {points.map((p, i) => (
          <g key={`${data[i].label}-${i}`}>
            <circle data-part="dot" cx={p.x} cy={p.y} r={3.5} />
            <text x={p.x} y={height - PAD + 16} textAnchor="middle">
              {data[i].label}
            </text>
          </g>
        ))}
      </svg>
      <ChartDataTable title={title} data={data} format={formatValue} />
    </Figure>
  );
}
