// Pure geometry for the SVG charts (kept apart so it can be unit-tested).

/** One data point of a chart. */
export interface ChartDatum {
  /** Category or x label. */
  label: string;
  /** Numeric value. */
  value: number;
}

/** A plotted point. */
export interface Point {
  x: number;
  y: number;
}

/** Scales values into a box: x evenly spaced, y from `min(0, min)` to max (top = max). */
export function linePoints(
  values: readonly number[],
  box: { width: number; height: number; padding: number },
): { points: Point[]; min: number; max: number } {
  const { width, height, padding } = box;
  if (values.length === 0) return { points: [], min: 0, max: 0 };
  const min = Math.min(0, ...values);
  const rawMax = Math.max(...values);
  const max = rawMax === min ? min + 1 : rawMax;
  const innerW = width - padding * 2;
  const innerH = height - padding * 2;
  const step = values.length > 1 ? innerW / (values.length - 1) : 0;
  const points = values.map((v, i) => ({
    x: padding + (values.length > 1 ? i * step : innerW / 2),
    y: padding + innerH - ((v - min) / (max - min)) * innerH,
  }));
  return { points, min, max };
}

/** A pie slice in radians, clockwise from 12 o'clock. */
export interface Slice {
  start: number;
  end: number;
  fraction: number;
}

/** Splits a full turn in proportion to positive values (non-positive values get no slice). */
export function pieSlices(values: readonly number[]): Slice[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  let angle = 0;
  return values.map((v) => {
    const fraction = total > 0 ? Math.max(0, v) / total : 0;
    const start = angle;
    angle += fraction * Math.PI * 2;
    return { start, end: angle, fraction };
  });
}

const at = (cx: number, cy: number, r: number, a: number): Point => ({ x: cx + r * Math.sin(a), y: cy - r * Math.cos(a) });

/** The SVG path of a slice; a full circle is drawn as two half arcs. */
export function arcPath(cx: number, cy: number, r: number, slice: Slice): string {
  if (slice.fraction <= 0) return '';
  if (slice.fraction >= 0.9999) {
    return `M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx} ${cy + r} A ${r} ${r} 0 1 1 ${cx} ${cy - r} Z`;
  }
  const a = at(cx, cy, r, slice.start);
  const b = at(cx, cy, r, slice.end);
  const large = slice.end - slice.start > Math.PI ? 1 : 0;
  const f = (n: number) => Number(n.toFixed(3));
  return `M ${cx} ${cy} L ${f(a.x)} ${f(a.y)} A ${r} ${r} 0 ${large} 1 ${f(b.x)} ${f(b.y)} Z`;
}
